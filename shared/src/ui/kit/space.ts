export { Space } from 'antd';
