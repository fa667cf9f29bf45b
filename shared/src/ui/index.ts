/**
 * The UI kit's base: providers, theme, layout, buttons, alerts and the icons, shared once across the shell and every
 * remote. Every other antd component is a shared module of its own under `@sdp/shared/ui/<component>` (files in
 * `./kit`), so a page downloads only the components it shows: a shared module cannot be tree-shaken, and one module
 * with all of antd would cost every page, the login page first, the whole kit. Import antd only through these.
 */
export {
  Alert,
  Button,
  Col,
  ConfigProvider,
  Divider,
  Empty,
  Flex,
  Layout,
  Row,
  Skeleton,
  Space,
  Spin,
  Tag,
} from 'antd';
export {
  ApartmentOutlined,
  BarChartOutlined,
  CarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  CloudUploadOutlined,
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  EditOutlined,
  FileSearchOutlined,
  GoogleOutlined,
  HomeOutlined,
  LogoutOutlined,
  PlusOutlined,
  ReloadOutlined,
  RollbackOutlined,
  SafetyOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UploadOutlined,
  UserOutlined,
  WarningOutlined,
  WindowsOutlined,
} from '@ant-design/icons';
export { appTheme, PRIMARY_COLOR, PRIMARY_TEXT_COLOR, ERROR_COLOR } from './theme';
export { AppProviders } from './app-providers';
export { Heading } from './heading';
export { Text } from './text';
export { Panel } from './panel';
export { TabStrip, type TabStripItem } from './tab-strip';
export { EmptyText } from './empty-text';
export { APP_HEADER_HEIGHT, PAGE_STICKY_HEADER } from './sticky-header';
export { ActionBar } from './action-bar';
export { PageHeader, usePageTitle, documentTitle, TITLE_SUFFIX } from './page-header';
export { DataScopeLabel } from './data-scope-label';
export { SubmitErrorAlert, isConflict } from './submit-error-alert';
export { DevSignInBanner, DEV_SIGN_IN_BANNER } from './dev-sign-in-banner';
// Runtime labels from the contracts' zod-free constants, reached through the shared singleton.
export { DATA_VIEWING_CLASSES, DATA_VIEWING_CLASS_LABELS } from '@sdp/shared';
// Organisation master codes and labels: a plain module (no zod), so only these constants reach the bundle.
export * from '../contracts/organization-labels';
