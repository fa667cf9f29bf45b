export { Select } from 'antd';
export { SurveyYearSelect } from '../survey-year-select';
