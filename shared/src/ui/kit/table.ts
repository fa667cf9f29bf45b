export { Table } from 'antd';
export type { TableColumnsType, TableProps } from 'antd';
