export { Select } from 'antd';
export { SurveyYearSelect, SurveyYearsGate } from '../survey-year-select';
