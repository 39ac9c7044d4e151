// The site's own content, owned by the shell: the brand and social proof, external URLs, the
// organisation, the heads every page shares and the redirect tables. The shell's builds alone
// contain it; every other part receives the shell's copy at runtime (docs/adr/0003).
export * from './site';
export * from './external-urls';
export * from './organization';
export * from './page-heads';
export * from './redirects';
