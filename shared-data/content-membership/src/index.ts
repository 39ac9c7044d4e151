// The membership team's content: the plans and the FAQs (the answers they share with the
// catalogue's detail pages are the catalogue's: content depends one way, site <- catalogue <-
// membership, so a catalogue page never waits on the membership team's deploy). mfe-membership's builds alone contain it; every other part
// receives mfe-membership's pinned copy at runtime (its exposed ./Content, see docs/adr/0003).
export { plans } from './plans';
export { membershipFaqs, faqGroups } from './faqs';
