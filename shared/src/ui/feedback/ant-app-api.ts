import type { App as AntApp } from 'antd';

/** What antd's `App.useApp()` gives, captured by the lazily loaded host and wrapped by the feedback facade. */
export type AntAppApi = ReturnType<typeof AntApp.useApp>;
