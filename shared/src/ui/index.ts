/**
 * The UI kit's base: what every page, the login page included, draws with — providers, theme, layout, buttons,
 * alerts, spinners and skeletons, and the header's icons — shared once across the shell and every remote. Every other
 * antd component is a shared module of its own under `@sdp/shared/ui/<component>` (files in `./kit`; the other icons
 * in `ui/icons`, Row and Col in `ui/grid`), so a page downloads only the components it shows: a shared module cannot
 * be tree-shaken, and a base with parts only some pages use costs every page, the login page first, all of them
 * (checked by the byte budgets, tools/build/budget). Import antd only through these.
 */
export { Alert, Button, ConfigProvider, Flex, Layout, Skeleton, Spin } from 'antd';
export { DownOutlined, UserOutlined } from '@ant-design/icons';
export { appTheme, PRIMARY_COLOR, PRIMARY_TEXT_COLOR, ERROR_COLOR } from './theme';
export { AppProviders } from './app-providers';
export { Heading } from './heading';
export { Text } from './text';
export { Panel } from './panel';
export { PageHeader, usePageTitle, documentTitle, TITLE_SUFFIX } from './page-header';
export { SubmitErrorAlert, isConflict } from './submit-error-alert';
// Runtime labels from the contracts' zod-free constants, reached through the shared singleton.
export { DATA_VIEWING_CLASSES, DATA_VIEWING_CLASS_LABELS } from '@sdp/shared';
// Organisation master codes and labels: a plain module (no zod), so only these constants reach the bundle.
export * from '../contracts/organization-labels';
