const { createConfig } = require('@sdp/build');

const standalone = process.env.SDP_STANDALONE === '1';

module.exports = (_env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'remote_surveys',
      exposes: {
        './SurveyListPage': './src/features/surveys/pages/survey-list-page.tsx',
        './SurveyUploadPage': './src/features/surveys/pages/survey-upload-page.tsx',
        './SurveyYearManagementPage': './src/features/survey-years/pages/survey-year-management-page.tsx',
        './first-data': './src/first-data.ts',
      },
      html: standalone,
      title: '調査',
      entry: standalone ? './src/standalone/index.ts' : './src/index.ts',
      outDir: standalone ? 'dist-standalone' : 'dist',
    },
    argv,
  );
