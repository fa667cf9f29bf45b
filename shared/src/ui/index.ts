/**
 * The UI kit: the antd components and icons the pages use, shared once across the shell and every remote.
 * Import antd only through here so the federated build carries one antd, and only the parts in use.
 */
export {
  Alert,
  App,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Descriptions,
  Divider,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Layout,
  List,
  Modal,
  Pagination,
  Popconfirm,
  Progress,
  Radio,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Steps,
  Table,
  Tabs,
  Tag,
  Timeline,
  Tooltip,
  Typography,
  Upload,
} from 'antd';
export type {
  FormInstance,
  FormRule,
  MenuProps,
  TableColumnsType,
  TableProps,
  TabsProps,
  UploadFile,
  UploadProps,
} from 'antd';
export {
  BarChartOutlined,
  CarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  ExclamationCircleOutlined,
  FileSearchOutlined,
  LogoutOutlined,
  PlusOutlined,
  ReloadOutlined,
  RollbackOutlined,
  SearchOutlined,
  TeamOutlined,
  UploadOutlined,
  UserOutlined,
  WarningOutlined,
  ApartmentOutlined,
  SafetyOutlined,
  ShopOutlined,
  CloudUploadOutlined,
  DownOutlined,
  WindowsOutlined,
  GoogleOutlined,
} from '@ant-design/icons';
export { appTheme, PRIMARY_COLOR, ERROR_COLOR } from './theme';
export { AppProviders } from './app-providers';
export { PageHeader, usePageTitle, documentTitle, TITLE_SUFFIX } from './page-header';
export { toFormRules, applyServerErrors } from './form-rules';
export { ExportButton } from './export-button';
export { SurveyYearSelect } from './survey-year-select';
export { useConfirmDelete, type ConfirmDeleteOptions } from './confirm-delete';
// Runtime labels from the contracts' zod-free constants, reached through the shared singleton.
export { DATA_VIEWING_CLASSES, DATA_VIEWING_CLASS_LABELS } from '@sdp/shared';
// Organisation master codes and labels: a plain module (no zod), so only these constants reach the bundle.
export * from '../contracts/organization-labels';
export { SubmitErrorAlert, isConflict } from './submit-error-alert';
