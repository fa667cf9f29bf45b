import type { Camel } from '@sdp/shared';
import type { UserFields } from '@sdp/shared/contracts';
import type { OrganizationNames, UserFormValues } from './user-form';

/** The request's user fields from the form; empty ones are dropped by the API client. */
export const fieldsBody = (values: UserFormValues, names: OrganizationNames): Camel<UserFields> => ({
  surname: values.surname ?? '',
  givenName: values.givenName ?? '',
  surnameKana: values.surnameKana ?? '',
  givenNameKana: values.givenNameKana ?? '',
  mail: values.mail?.trim() ?? '',
  orgGroupCode: values.orgGroupCode ?? '',
  orgGroupName: names.orgGroupName,
  headquarterCode: values.headquarterCode,
  headquarterName: values.headquarterCode ? names.headquarterName : undefined,
  officeCode: values.officeCode,
  officeName: values.officeCode ? names.officeName : undefined,
  officeClass: values.officeCode ? names.officeClass : undefined,
  authorityGroupId: values.authorityGroupId ?? '',
  note: values.note,
  accessUntil: values.accessUntil,
});

/** Form values from a user or an application on record. */
export const formValuesOf = (record: {
  surname: string;
  givenName: string;
  surnameKana: string | null;
  givenNameKana: string | null;
  mail: string;
  orgGroupCode: string | null;
  headquarterCode: string | null;
  officeCode: string | null;
  authorityGroupId: string | null;
  note: string | null;
  accessUntil: string | null;
}): UserFormValues => ({
  surname: record.surname,
  givenName: record.givenName,
  surnameKana: record.surnameKana ?? undefined,
  givenNameKana: record.givenNameKana ?? undefined,
  mail: record.mail,
  orgGroupCode: record.orgGroupCode ?? undefined,
  headquarterCode: record.headquarterCode ?? undefined,
  officeCode: record.officeCode ?? undefined,
  authorityGroupId: record.authorityGroupId ?? undefined,
  note: record.note ?? undefined,
  accessUntil: record.accessUntil ?? undefined,
});
