export { Answer, type AnswerProps } from './Answer';
