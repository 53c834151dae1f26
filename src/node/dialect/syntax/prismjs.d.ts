// prismjs ships no types and @types/prismjs is not installed: the little the dialect uses.
declare module "prismjs" {
  namespace Prism {
    interface Token {
      type: string
      content: string | Token | Array<string | Token>
      alias?: string | string[]
    }
    type Grammar = Record<string, unknown>
  }
  const Prism: {
    languages: Record<string, Prism.Grammar | undefined>
    tokenize(text: string, grammar: Prism.Grammar): Array<string | Prism.Token>
  }
  export default Prism
}

declare module "prismjs/components/index.js" {
  export default function loadLanguages(languages?: string | string[]): void
}
