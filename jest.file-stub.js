// Stands in for plain CSS under Jest: the stylesheet has no exports.
module.exports = {};
