// The fast element check lives with the contract it mirrors (the editor's parse worker uses it too).
export { canonicalElement, elementsText } from '../../contract/elementText';
