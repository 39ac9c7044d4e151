// Images under Jest: an image import becomes its file name ('in.svg'), as webpack makes it a URL.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(path.basename(filename))};` };
  },
};
