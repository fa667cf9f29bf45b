export { Form } from '../scoped-form';
export type { FormInstance, FormRule } from 'antd';
export { toFormRules, applyServerErrors } from '../form-rules';
export { useSubmitErrors } from '../use-submit-errors';
export { labelledOptions } from '../labelled-options';
