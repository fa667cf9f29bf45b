const { createConfig } = require('@sdp/build');

const standalone = process.env.SDP_STANDALONE === '1';
const pages = './src/features';

module.exports = (_env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'remote_organizations',
      exposes: {
        './OrganizationListPage': `${pages}/organization-list/pages/organization-list-page.tsx`,
        './OrganizationRegistrationPage': `${pages}/internal-units/pages/organization-registration-page.tsx`,
        './OrganizationEditPage': `${pages}/internal-units/pages/organization-edit-page.tsx`,
        './OfficeRegistrationPage': `${pages}/offices/pages/office-registration-page.tsx`,
        './OfficeEditPage': `${pages}/offices/pages/office-edit-page.tsx`,
        './ConsolidatedRegistrationPage': `${pages}/corporations/pages/consolidated-registration-page.tsx`,
        './ConsolidatedEditPage': `${pages}/corporations/pages/consolidated-edit-page.tsx`,
        './ClientListPage': `${pages}/clients/pages/client-list-page.tsx`,
        './first-data': './src/first-data.ts',
      },
      html: standalone,
      title: '組織',
      entry: standalone ? './src/standalone/index.ts' : './src/index.ts',
      outDir: standalone ? 'dist-standalone' : 'dist',
    },
    argv,
  );
