/**
 * Jest transform of the web project: files that use Lingui's macros (`@lingui/react/macro`,
 * `@lingui/core/macro`) first go through the same Babel macro plugin as the build
 * (web/vite.config.ts), so their message ids are the build's; then every file goes to @swc/jest.
 * (@lingui/swc-plugin does not fit: its 5.x fails on @swc/core 1.16, its 6.x makes other ids.)
 * Its cache key is @swc/jest's: after upgrading Lingui, run `npx jest --clearCache`.
 */
const babel = require('@babel/core');
const swcJest = require('@swc/jest');

const MACRO = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

module.exports = {
  createTransformer(swcOptions) {
    const swc = swcJest.createTransformer(swcOptions);
    return {
      ...swc,
      processAsync: undefined,
      process(source, filename, options) {
        let code = source;
        if (MACRO.test(source)) {
          code = babel.transformSync(source, {
            filename,
            babelrc: false,
            configFile: false,
            retainLines: true,
            parserOpts: { plugins: filename.endsWith('.ts') ? ['typescript'] : ['typescript', 'jsx'] },
            plugins: ['@lingui/babel-plugin-lingui-macro'],
          }).code;
        }
        return swc.process(code, filename, options);
      },
    };
  },
};
