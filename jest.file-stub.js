// Stands in for images and plain CSS under Jest: an image import becomes its file name.
module.exports = 'test-file-stub';
