const { createConfig } = require('@sdp/build');

module.exports = (_env, argv) => {
  const config = createConfig(
    {
      dir: __dirname,
      name: 'shell',
      html: true,
      outDir: process.env.SDP_MOCK === '1' ? 'dist-mock' : 'dist',
    },
    argv,
  );
  // Deep links (/maintenance/user-list) need the entry script from the root, not relative to the path.
  for (const plugin of config.plugins) {
    if (plugin.constructor.name === 'HtmlWebpackPlugin') plugin.userOptions.publicPath = '/';
  }
  return config;
};
