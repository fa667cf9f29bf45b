export { Progress } from 'antd';
