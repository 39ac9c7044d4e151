import type { ExposedComponent, ExposedFile } from 'shared-data';
import JoinPage from '../pages/join/JoinPage';
import type * as self from './JoinPage';

export { joinHead as head } from '../pages/heads';
export default JoinPage satisfies ExposedComponent<'membership', './JoinPage'>;
/** The whole file (component, head) as the contract wants it. */
export type Contract = ExposedFile<'membership', './JoinPage', typeof self>;
