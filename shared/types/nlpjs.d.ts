/** Snowball's Danish stemmer from @nlpjs/lang-da (the package ships no types). */
declare module '@nlpjs/lang-da/src/stemmer-da.js' {
  export default class StemmerDa {
    stemWord(word: string): string;
  }
}
