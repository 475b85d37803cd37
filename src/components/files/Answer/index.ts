export { Answer, type AnswerProps } from './Answer';
export { citationSource } from './citationSource';
