export { Dropdown } from 'antd';
export type { MenuProps } from 'antd';
