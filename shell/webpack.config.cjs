const { createConfig } = require('@sdp/build');

module.exports = (_env, argv) =>
  createConfig(
    {
      dir: __dirname,
      name: 'shell',
      html: true,
      outDir: process.env.SDP_MOCK === '1' ? 'dist-mock' : 'dist',
    },
    argv,
  );
