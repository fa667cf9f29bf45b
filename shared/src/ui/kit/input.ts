export { Input } from 'antd';
