#!/usr/bin/env node
// The apps' `sdp-webpack` command: this package's webpack-cli (and webpack-dev-server for `serve`), so the apps carry
// no webpack dependency of their own and every app builds with the same pinned versions.
require('webpack-cli/bin/cli.js');
