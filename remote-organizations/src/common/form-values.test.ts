import { formValuesOf, trimmedValues } from './form-values';

describe('a record as form values and back', () => {
  it('leaves a stored empty (null) field empty and keeps every other field', () => {
    expect(
      formValuesOf({ surveyFy: 2025, companyName: '日本商事', notes: null, isSurveyRequired: false }),
    ).toEqual({
      surveyFy: 2025,
      companyName: '日本商事',
      isSurveyRequired: false,
    });
  });

  it('sends text trimmed, leaves blank text out and keeps numbers and booleans as they are', () => {
    expect(
      trimmedValues({
        companyName: '  日本商事 ',
        notes: '   ',
        surveyTargetClass: 1,
        isSurveyRequired: false,
      }),
    ).toEqual({ companyName: '日本商事', notes: undefined, surveyTargetClass: 1, isSurveyRequired: false });
  });
});
