// Loaded before anything else in the server bundle: React and React Router (from node_modules)
// pick their production builds from NODE_ENV when first required.
process.env.NODE_ENV ??= 'production';
