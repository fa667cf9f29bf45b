const { createConfig } = require('@sdp/build');

const standalone = process.env.SDP_STANDALONE === '1';

module.exports = (_env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'remote_authority',
      exposes: {
        './AuthorityListPage': './src/features/authority-groups/pages/authority-list-page.tsx',
        './AuthorityRegistrationPage':
          './src/features/authority-groups/pages/authority-registration-page.tsx',
        './AuthorityEditPage': './src/features/authority-groups/pages/authority-edit-page.tsx',
        './AuditLogPage': './src/features/audit-log/pages/audit-log-page.tsx',
        './AssurancePage': './src/features/assurance/pages/assurance-page.tsx',
        './first-data': './src/first-data.ts',
      },
      html: standalone,
      title: '権限',
      entry: standalone ? './src/standalone/index.ts' : './src/index.ts',
      outDir: standalone ? 'dist-standalone' : 'dist',
    },
    argv,
  );
