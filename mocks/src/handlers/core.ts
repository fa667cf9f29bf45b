import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  authorityAllResponseSchema,
  countryListResponseSchema,
  csrfTokenResponseSchema,
  devAccountsResponseSchema,
  devTokenRequestSchema,
  devTokenResponseSchema,
  groupsQuerySchema,
  groupsResponseSchema,
  headquartersQuerySchema,
  headquartersResponseSchema,
  MESSAGES,
  surveyFyKinds,
  surveyFyListResponseSchema,
} from '@sdp/shared/contracts';
import { accountName, SEED_ACCOUNTS } from '../data/accounts';
import { COUNTRIES, HEADQUARTERS, INTERNAL_GROUPS } from '../data/lookup';
import {
  apiPath,
  declaredAccess,
  errorResponse,
  guarded,
  mockDelay,
  notFound,
  parseBody,
  parseQuery,
  requireSession,
} from '../lib/index';
import { issueMockToken, MOCK_TOKEN_LIFETIME_S } from '../lib/token';
import { surveyYearNumbers } from '../store/survey-years';
import { findAccount } from '../store/accounts';
import { issueCsrfToken, revokeToken } from '../store/session';

/** Development identity provider (ARCHITECTURE.md "Wire rules"): relative to the page, like `/dev-idp` in mock mode. */
const devIdpHandlers: HttpHandler[] = [
  http.get('*/dev-idp/accounts', () =>
    HttpResponse.json(
      devAccountsResponseSchema.parse({
        accounts: SEED_ACCOUNTS.map((account) => ({
          email: account.email,
          name: accountName(account),
          authority_group_id: account.authority_group_id,
        })),
      }),
    ),
  ),
  http.post('*/dev-idp/token', async ({ request }) => {
    const body = await parseBody(request, devTokenRequestSchema);
    if (body instanceof Response) return body;
    if (!findAccount(body.email)) return errorResponse(403, 'E-403', MESSAGES.contactAdmin);
    return HttpResponse.json(
      devTokenResponseSchema.parse({
        id_token: issueMockToken(body.email.toLowerCase()),
        expires_in: MOCK_TOKEN_LIFETIME_S,
      }),
    );
  }),
];

const isSurveyFyKind = (kind: string): boolean =>
  (surveyFyKinds as readonly string[]).includes(kind) || /^[a-z]+_internal_organization$/.test(kind);

const surveyYears = () =>
  HttpResponse.json(surveyFyListResponseSchema.parse({ survey_fy_list: surveyYearNumbers() }));

export const coreHandlers: HttpHandler[] = [
  ...devIdpHandlers,
  http.get(apiPath('/csrf_token'), ({ request }) => {
    const session = requireSession(request);
    if (session instanceof Response) return session;
    return HttpResponse.json(csrfTokenResponseSchema.parse({ token: issueCsrfToken(session.token) }));
  }),
  http.get(
    apiPath('/authority/all'),
    guarded(declaredAccess('GET', '/authority/all'), async ({ session }) => {
      await mockDelay('list');
      return HttpResponse.json(
        authorityAllResponseSchema.parse({
          email: session.account.email,
          user_id: session.account.user_id,
          surname: session.account.surname,
          given_name: session.account.given_name,
          function_id_list: session.roles,
        }),
      );
    }),
  ),
  http.post(
    apiPath('/auth/sign_out'),
    guarded(declaredAccess('POST', '/auth/sign_out'), ({ session }) => {
      revokeToken(session.token);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
  http.get(
    apiPath('/survey_fy'),
    guarded(declaredAccess('GET', '/survey_fy'), async () => {
      await mockDelay('list');
      return surveyYears();
    }),
  ),
  http.get<{ kind: string }>(
    apiPath('/survey_fy/:kind'),
    guarded<{ kind: string }>(declaredAccess('GET', '/survey_fy/:kind'), async ({ params }) => {
      if (!isSurveyFyKind(params.kind)) return notFound();
      await mockDelay('list');
      return surveyYears();
    }),
  ),
  http.get(
    apiPath('/organizations/internal/groups'),
    guarded(declaredAccess('GET', '/organizations/internal/groups'), async ({ request }) => {
      const query = parseQuery(request, groupsQuerySchema);
      if (query instanceof Response) return query;
      await mockDelay('list');
      return HttpResponse.json(groupsResponseSchema.parse({ groups: INTERNAL_GROUPS }));
    }),
  ),
  http.get(
    apiPath('/organizations/internal/groups/headquarters'),
    guarded(declaredAccess('GET', '/organizations/internal/groups/headquarters'), async ({ request }) => {
      const query = parseQuery(request, headquartersQuerySchema);
      if (query instanceof Response) return query;
      await mockDelay('list');
      const headquarters = HEADQUARTERS.filter(
        (hq) => !query.group_code || hq.group_code === query.group_code,
      ).map((hq) => ({
        ...hq,
        group_name: INTERNAL_GROUPS.find((group) => group.group_code === hq.group_code)?.group_name ?? '',
      }));
      return HttpResponse.json(headquartersResponseSchema.parse({ headquarters }));
    }),
  ),
  http.get(
    apiPath('/organizations/country_list'),
    guarded(declaredAccess('GET', '/organizations/country_list'), async () => {
      await mockDelay('list');
      return HttpResponse.json(countryListResponseSchema.parse({ countries: COUNTRIES }));
    }),
  ),
];
