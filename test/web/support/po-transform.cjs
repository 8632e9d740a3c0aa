/**
 * Jest transform of a PO catalogue (a locales/en.po or fr.po under web/src) into the module the build's
 * @lingui/vite-plugin makes of it: `export const messages`, compiled. A message with no translation
 * falls back to its English text, as the build would refuse it (failOnMissing) and the catalogue
 * test (test/unit/tooling/i18n-catalogues.test.ts) reports it.
 */
const path = require('node:path');
const { formatter } = require('@lingui/format-po');
const { createCompiledCatalog } = require('@lingui/cli/api');

const po = formatter({ lineNumbers: false });

module.exports = {
  process(source, filename) {
    const locale = path.basename(filename, '.po');
    const catalog = po.parse(source, { locale, sourceLocale: 'en', filename });
    const messages = Object.fromEntries(Object.entries(catalog).map(([id, entry]) => [id, entry.translation || entry.message || id]));
    const { source: code, errors } = createCompiledCatalog(locale, messages, { namespace: 'cjs' });
    if (errors.length) throw new Error(`${filename}: ${errors.map((e) => `${e.id}: ${e.error.message}`).join('; ')}`);
    return { code };
  },
};
