const { createConfig } = require('@sdp/build');

const standalone = process.env.SDP_STANDALONE === '1';
const pages = './src/features/users/pages';

module.exports = (_env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'remote_users',
      exposes: {
        './UserListPage': `${pages}/user-list-page.tsx`,
        './UserRegistrationPage': `${pages}/user-registration-page.tsx`,
        './UserEditPage': `${pages}/user-edit-page.tsx`,
        './UserDetailPage': `${pages}/user-detail-page.tsx`,
        './UserApplyDetailPage': `${pages}/user-apply-detail-page.tsx`,
        './UserPendingDetailPage': `${pages}/user-pending-detail-page.tsx`,
        './UserReapplyPage': `${pages}/user-reapply-page.tsx`,
        './first-data': './src/first-data.ts',
      },
      html: standalone,
      title: 'ユーザー',
      entry: standalone ? './src/standalone/index.ts' : './src/index.ts',
      outDir: standalone ? 'dist-standalone' : 'dist',
    },
    argv,
  );
