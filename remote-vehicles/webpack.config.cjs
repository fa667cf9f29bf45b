const { createConfig } = require('@sdp/build');

const standalone = process.env.SDP_STANDALONE === '1';

module.exports = (_env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'remote_vehicles',
      exposes: {
        './VehicleUploadPage': './src/features/vehicles/pages/vehicle-upload-page.tsx',
        './first-data': './src/first-data.ts',
      },
      html: standalone,
      title: '車両',
      entry: standalone ? './src/standalone/index.ts' : './src/index.ts',
      outDir: standalone ? 'dist-standalone' : 'dist',
    },
    argv,
  );
