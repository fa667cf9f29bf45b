export { Col, Row } from 'antd';
