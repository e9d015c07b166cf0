#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 9800:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
exports.wT = __webpack_unused_export__ = void 0;
const ed5 = __nccwpck_require__(6950);
const ed2 = __nccwpck_require__(4488);
const NSed3 = __nccwpck_require__(5699);
var isS = ed5.isS;
var isChar10 = ed5.isChar;
var isNameStartChar = ed5.isNameStartChar;
var isNameChar = ed5.isNameChar;
var S_LIST = ed5.S_LIST;
var NAME_RE = ed5.NAME_RE;
var isChar11 = ed2.isChar;
var isNCNameStartChar = NSed3.isNCNameStartChar;
var isNCNameChar = NSed3.isNCNameChar;
var NC_NAME_RE = NSed3.NC_NAME_RE;
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/";
const rootNS = {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment
    __proto__: null,
    xml: XML_NAMESPACE,
    xmlns: XMLNS_NAMESPACE,
};
const XML_ENTITIES = {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment
    __proto__: null,
    amp: "&",
    gt: ">",
    lt: "<",
    quot: "\"",
    apos: "'",
};
// EOC: end-of-chunk
const EOC = -1;
const NL_LIKE = -2;
const S_BEGIN = 0; // Initial state.
const S_BEGIN_WHITESPACE = 1; // leading whitespace
const S_DOCTYPE = 2; // <!DOCTYPE
const S_DOCTYPE_QUOTE = 3; // <!DOCTYPE "//blah
const S_DTD = 4; // <!DOCTYPE "//blah" [ ...
const S_DTD_QUOTED = 5; // <!DOCTYPE "//blah" [ "foo
const S_DTD_OPEN_WAKA = 6;
const S_DTD_OPEN_WAKA_BANG = 7;
const S_DTD_COMMENT = 8; // <!--
const S_DTD_COMMENT_ENDING = 9; // <!-- blah -
const S_DTD_COMMENT_ENDED = 10; // <!-- blah --
const S_DTD_PI = 11; // <?
const S_DTD_PI_ENDING = 12; // <?hi "there" ?
const S_TEXT = 13; // general stuff
const S_ENTITY = 14; // &amp and such
const S_OPEN_WAKA = 15; // <
const S_OPEN_WAKA_BANG = 16; // <!...
const S_COMMENT = 17; // <!--
const S_COMMENT_ENDING = 18; // <!-- blah -
const S_COMMENT_ENDED = 19; // <!-- blah --
const S_CDATA = 20; // <![CDATA[ something
const S_CDATA_ENDING = 21; // ]
const S_CDATA_ENDING_2 = 22; // ]]
const S_PI_FIRST_CHAR = 23; // <?hi, first char
const S_PI_REST = 24; // <?hi, rest of the name
const S_PI_BODY = 25; // <?hi there
const S_PI_ENDING = 26; // <?hi "there" ?
const S_XML_DECL_NAME_START = 27; // <?xml
const S_XML_DECL_NAME = 28; // <?xml foo
const S_XML_DECL_EQ = 29; // <?xml foo=
const S_XML_DECL_VALUE_START = 30; // <?xml foo=
const S_XML_DECL_VALUE = 31; // <?xml foo="bar"
const S_XML_DECL_SEPARATOR = 32; // <?xml foo="bar"
const S_XML_DECL_ENDING = 33; // <?xml ... ?
const S_OPEN_TAG = 34; // <strong
const S_OPEN_TAG_SLASH = 35; // <strong /
const S_ATTRIB = 36; // <a
const S_ATTRIB_NAME = 37; // <a foo
const S_ATTRIB_NAME_SAW_WHITE = 38; // <a foo _
const S_ATTRIB_VALUE = 39; // <a foo=
const S_ATTRIB_VALUE_QUOTED = 40; // <a foo="bar
const S_ATTRIB_VALUE_CLOSED = 41; // <a foo="bar"
const S_ATTRIB_VALUE_UNQUOTED = 42; // <a foo=bar
const S_CLOSE_TAG = 43; // </a
const S_CLOSE_TAG_SAW_WHITE = 44; // </a   >
const TAB = 9;
const NL = 0xA;
const CR = 0xD;
const SPACE = 0x20;
const BANG = 0x21;
const DQUOTE = 0x22;
const AMP = 0x26;
const SQUOTE = 0x27;
const MINUS = 0x2D;
const FORWARD_SLASH = 0x2F;
const SEMICOLON = 0x3B;
const LESS = 0x3C;
const EQUAL = 0x3D;
const GREATER = 0x3E;
const QUESTION = 0x3F;
const OPEN_BRACKET = 0x5B;
const CLOSE_BRACKET = 0x5D;
const NEL = 0x85;
const LS = 0x2028; // Line Separator
const isQuote = (c) => c === DQUOTE || c === SQUOTE;
const QUOTES = [DQUOTE, SQUOTE];
const DOCTYPE_TERMINATOR = [...QUOTES, OPEN_BRACKET, GREATER];
const DTD_TERMINATOR = [...QUOTES, LESS, CLOSE_BRACKET];
const XML_DECL_NAME_TERMINATOR = [EQUAL, QUESTION, ...S_LIST];
const ATTRIB_VALUE_UNQUOTED_TERMINATOR = [...S_LIST, GREATER, AMP, LESS];
function nsPairCheck(parser, prefix, uri) {
    switch (prefix) {
        case "xml":
            if (uri !== XML_NAMESPACE) {
                parser.fail(`xml prefix must be bound to ${XML_NAMESPACE}.`);
            }
            break;
        case "xmlns":
            if (uri !== XMLNS_NAMESPACE) {
                parser.fail(`xmlns prefix must be bound to ${XMLNS_NAMESPACE}.`);
            }
            break;
        default:
    }
    switch (uri) {
        case XMLNS_NAMESPACE:
            parser.fail(prefix === "" ?
                `the default namespace may not be set to ${uri}.` :
                `may not assign a prefix (even "xmlns") to the URI \
${XMLNS_NAMESPACE}.`);
            break;
        case XML_NAMESPACE:
            switch (prefix) {
                case "xml":
                    // Assinging the XML namespace to "xml" is fine.
                    break;
                case "":
                    parser.fail(`the default namespace may not be set to ${uri}.`);
                    break;
                default:
                    parser.fail("may not assign the xml namespace to another prefix.");
            }
            break;
        default:
    }
}
function nsMappingCheck(parser, mapping) {
    for (const local of Object.keys(mapping)) {
        nsPairCheck(parser, local, mapping[local]);
    }
}
const isNCName = (name) => NC_NAME_RE.test(name);
const isName = (name) => NAME_RE.test(name);
const FORBIDDEN_START = 0;
const FORBIDDEN_BRACKET = 1;
const FORBIDDEN_BRACKET_BRACKET = 2;
/**
 * The list of supported events.
 */
__webpack_unused_export__ = [
    "xmldecl",
    "text",
    "processinginstruction",
    "doctype",
    "comment",
    "opentagstart",
    "attribute",
    "opentag",
    "closetag",
    "cdata",
    "error",
    "end",
    "ready",
];
const EVENT_NAME_TO_HANDLER_NAME = {
    xmldecl: "xmldeclHandler",
    text: "textHandler",
    processinginstruction: "piHandler",
    doctype: "doctypeHandler",
    comment: "commentHandler",
    opentagstart: "openTagStartHandler",
    attribute: "attributeHandler",
    opentag: "openTagHandler",
    closetag: "closeTagHandler",
    cdata: "cdataHandler",
    error: "errorHandler",
    end: "endHandler",
    ready: "readyHandler",
};
// eslint-disable-next-line @typescript-eslint/ban-types
class SaxesParser {
    /**
     * @param opt The parser options.
     */
    constructor(opt) {
        this.opt = opt !== null && opt !== void 0 ? opt : {};
        this.fragmentOpt = !!this.opt.fragment;
        const xmlnsOpt = this.xmlnsOpt = !!this.opt.xmlns;
        this.trackPosition = this.opt.position !== false;
        this.fileName = this.opt.fileName;
        if (xmlnsOpt) {
            // This is the function we use to perform name checks on PIs and entities.
            // When namespaces are used, colons are not allowed in PI target names or
            // entity names. So the check depends on whether namespaces are used. See:
            //
            // https://www.w3.org/XML/xml-names-19990114-errata.html
            // NE08
            //
            this.nameStartCheck = isNCNameStartChar;
            this.nameCheck = isNCNameChar;
            this.isName = isNCName;
            // eslint-disable-next-line @typescript-eslint/unbound-method
            this.processAttribs = this.processAttribsNS;
            // eslint-disable-next-line @typescript-eslint/unbound-method
            this.pushAttrib = this.pushAttribNS;
            // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment
            this.ns = Object.assign({ __proto__: null }, rootNS);
            const additional = this.opt.additionalNamespaces;
            if (additional != null) {
                nsMappingCheck(this, additional);
                Object.assign(this.ns, additional);
            }
        }
        else {
            this.nameStartCheck = isNameStartChar;
            this.nameCheck = isNameChar;
            this.isName = isName;
            // eslint-disable-next-line @typescript-eslint/unbound-method
            this.processAttribs = this.processAttribsPlain;
            // eslint-disable-next-line @typescript-eslint/unbound-method
            this.pushAttrib = this.pushAttribPlain;
        }
        //
        // The order of the members in this table needs to correspond to the state
        // numbers given to the states that correspond to the methods being recorded
        // here.
        //
        this.stateTable = [
            /* eslint-disable @typescript-eslint/unbound-method */
            this.sBegin,
            this.sBeginWhitespace,
            this.sDoctype,
            this.sDoctypeQuote,
            this.sDTD,
            this.sDTDQuoted,
            this.sDTDOpenWaka,
            this.sDTDOpenWakaBang,
            this.sDTDComment,
            this.sDTDCommentEnding,
            this.sDTDCommentEnded,
            this.sDTDPI,
            this.sDTDPIEnding,
            this.sText,
            this.sEntity,
            this.sOpenWaka,
            this.sOpenWakaBang,
            this.sComment,
            this.sCommentEnding,
            this.sCommentEnded,
            this.sCData,
            this.sCDataEnding,
            this.sCDataEnding2,
            this.sPIFirstChar,
            this.sPIRest,
            this.sPIBody,
            this.sPIEnding,
            this.sXMLDeclNameStart,
            this.sXMLDeclName,
            this.sXMLDeclEq,
            this.sXMLDeclValueStart,
            this.sXMLDeclValue,
            this.sXMLDeclSeparator,
            this.sXMLDeclEnding,
            this.sOpenTag,
            this.sOpenTagSlash,
            this.sAttrib,
            this.sAttribName,
            this.sAttribNameSawWhite,
            this.sAttribValue,
            this.sAttribValueQuoted,
            this.sAttribValueClosed,
            this.sAttribValueUnquoted,
            this.sCloseTag,
            this.sCloseTagSawWhite,
            /* eslint-enable @typescript-eslint/unbound-method */
        ];
        this._init();
    }
    /**
     * Indicates whether or not the parser is closed. If ``true``, wait for
     * the ``ready`` event to write again.
     */
    get closed() {
        return this._closed;
    }
    _init() {
        var _a;
        this.openWakaBang = "";
        this.text = "";
        this.name = "";
        this.piTarget = "";
        this.entity = "";
        this.q = null;
        this.tags = [];
        this.tag = null;
        this.topNS = null;
        this.chunk = "";
        this.chunkPosition = 0;
        this.i = 0;
        this.prevI = 0;
        this.carriedFromPrevious = undefined;
        this.forbiddenState = FORBIDDEN_START;
        this.attribList = [];
        // The logic is organized so as to minimize the need to check
        // this.opt.fragment while parsing.
        const { fragmentOpt } = this;
        this.state = fragmentOpt ? S_TEXT : S_BEGIN;
        // We want these to be all true if we are dealing with a fragment.
        this.reportedTextBeforeRoot = this.reportedTextAfterRoot = this.closedRoot =
            this.sawRoot = fragmentOpt;
        // An XML declaration is intially possible only when parsing whole
        // documents.
        this.xmlDeclPossible = !fragmentOpt;
        this.xmlDeclExpects = ["version"];
        this.entityReturnState = undefined;
        let { defaultXMLVersion } = this.opt;
        if (defaultXMLVersion === undefined) {
            if (this.opt.forceXMLVersion === true) {
                throw new Error("forceXMLVersion set but defaultXMLVersion is not set");
            }
            defaultXMLVersion = "1.0";
        }
        this.setXMLVersion(defaultXMLVersion);
        this.positionAtNewLine = 0;
        this.doctype = false;
        this._closed = false;
        this.xmlDecl = {
            version: undefined,
            encoding: undefined,
            standalone: undefined,
        };
        this.line = 1;
        this.column = 0;
        this.ENTITIES = Object.create(XML_ENTITIES);
        (_a = this.readyHandler) === null || _a === void 0 ? void 0 : _a.call(this);
    }
    /**
     * The stream position the parser is currently looking at. This field is
     * zero-based.
     *
     * This field is not based on counting Unicode characters but is to be
     * interpreted as a plain index into a JavaScript string.
     */
    get position() {
        return this.chunkPosition + this.i;
    }
    /**
     * The column number of the next character to be read by the parser.  *
     * This field is zero-based. (The first column in a line is 0.)
     *
     * This field reports the index at which the next character would be in the
     * line if the line were represented as a JavaScript string.  Note that this
     * *can* be different to a count based on the number of *Unicode characters*
     * due to how JavaScript handles astral plane characters.
     *
     * See [[column]] for a number that corresponds to a count of Unicode
     * characters.
     */
    get columnIndex() {
        return this.position - this.positionAtNewLine;
    }
    /**
     * Set an event listener on an event. The parser supports one handler per
     * event type. If you try to set an event handler over an existing handler,
     * the old handler is silently overwritten.
     *
     * @param name The event to listen to.
     *
     * @param handler The handler to set.
     */
    on(name, handler) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access
        this[EVENT_NAME_TO_HANDLER_NAME[name]] = handler;
    }
    /**
     * Unset an event handler.
     *
     * @parma name The event to stop listening to.
     */
    off(name) {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access
        this[EVENT_NAME_TO_HANDLER_NAME[name]] = undefined;
    }
    /**
     * Make an error object. The error object will have a message that contains
     * the ``fileName`` option passed at the creation of the parser. If position
     * tracking was turned on, it will also have line and column number
     * information.
     *
     * @param message The message describing the error to report.
     *
     * @returns An error object with a properly formatted message.
     */
    makeError(message) {
        var _a;
        let msg = (_a = this.fileName) !== null && _a !== void 0 ? _a : "";
        if (this.trackPosition) {
            if (msg.length > 0) {
                msg += ":";
            }
            msg += `${this.line}:${this.column}`;
        }
        if (msg.length > 0) {
            msg += ": ";
        }
        return new Error(msg + message);
    }
    /**
     * Report a parsing error. This method is made public so that client code may
     * check for issues that are outside the scope of this project and can report
     * errors.
     *
     * @param message The error to report.
     *
     * @returns this
     */
    fail(message) {
        const err = this.makeError(message);
        const handler = this.errorHandler;
        if (handler === undefined) {
            throw err;
        }
        else {
            handler(err);
        }
        return this;
    }
    /**
     * Write a XML data to the parser.
     *
     * @param chunk The XML data to write.
     *
     * @returns this
     */
    // We do need object for the type here. Yes, it often causes problems
    // but not in this case.
    write(chunk) {
        if (this.closed) {
            return this.fail("cannot write after close; assign an onready handler.");
        }
        let end = false;
        if (chunk === null) {
            // We cannot return immediately because carriedFromPrevious may need
            // processing.
            end = true;
            chunk = "";
        }
        else if (typeof chunk === "object") {
            chunk = chunk.toString();
        }
        // We checked if performing a pre-decomposition of the string into an array
        // of single complete characters (``Array.from(chunk)``) would be faster
        // than the current repeated calls to ``charCodeAt``. As of August 2018, it
        // isn't. (There may be Node-specific code that would perform faster than
        // ``Array.from`` but don't want to be dependent on Node.)
        if (this.carriedFromPrevious !== undefined) {
            // The previous chunk had char we must carry over.
            chunk = `${this.carriedFromPrevious}${chunk}`;
            this.carriedFromPrevious = undefined;
        }
        let limit = chunk.length;
        const lastCode = chunk.charCodeAt(limit - 1);
        if (!end &&
            // A trailing CR or surrogate must be carried over to the next
            // chunk.
            (lastCode === CR || (lastCode >= 0xD800 && lastCode <= 0xDBFF))) {
            // The chunk ends with a character that must be carried over. We cannot
            // know how to handle it until we get the next chunk or the end of the
            // stream. So save it for later.
            this.carriedFromPrevious = chunk[limit - 1];
            limit--;
            chunk = chunk.slice(0, limit);
        }
        const { stateTable } = this;
        this.chunk = chunk;
        this.i = 0;
        while (this.i < limit) {
            // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-argument
            stateTable[this.state].call(this);
        }
        this.chunkPosition += limit;
        return end ? this.end() : this;
    }
    /**
     * Close the current stream. Perform final well-formedness checks and reset
     * the parser tstate.
     *
     * @returns this
     */
    close() {
        return this.write(null);
    }
    /**
     * Get a single code point out of the current chunk. This updates the current
     * position if we do position tracking.
     *
     * This is the algorithm to use for XML 1.0.
     *
     * @returns The character read.
     */
    getCode10() {
        const { chunk, i } = this;
        this.prevI = i;
        // Yes, we do this instead of doing this.i++. Doing it this way, we do not
        // read this.i again, which is a bit faster.
        this.i = i + 1;
        if (i >= chunk.length) {
            return EOC;
        }
        // Using charCodeAt and handling the surrogates ourselves is faster
        // than using codePointAt.
        const code = chunk.charCodeAt(i);
        this.column++;
        if (code < 0xD800) {
            if (code >= SPACE || code === TAB) {
                return code;
            }
            switch (code) {
                case NL:
                    this.line++;
                    this.column = 0;
                    this.positionAtNewLine = this.position;
                    return NL;
                case CR:
                    // We may get NaN if we read past the end of the chunk, which is fine.
                    if (chunk.charCodeAt(i + 1) === NL) {
                        // A \r\n sequence is converted to \n so we have to skip over the
                        // next character. We already know it has a size of 1 so ++ is fine
                        // here.
                        this.i = i + 2;
                    }
                    // Otherwise, a \r is just converted to \n, so we don't have to skip
                    // ahead.
                    // In either case, \r becomes \n.
                    this.line++;
                    this.column = 0;
                    this.positionAtNewLine = this.position;
                    return NL_LIKE;
                default:
                    // If we get here, then code < SPACE and it is not NL CR or TAB.
                    this.fail("disallowed character.");
                    return code;
            }
        }
        if (code > 0xDBFF) {
            // This is a specialized version of isChar10 that takes into account
            // that in this context code > 0xDBFF and code <= 0xFFFF. So it does not
            // test cases that don't need testing.
            if (!(code >= 0xE000 && code <= 0xFFFD)) {
                this.fail("disallowed character.");
            }
            return code;
        }
        const final = 0x10000 + ((code - 0xD800) * 0x400) +
            (chunk.charCodeAt(i + 1) - 0xDC00);
        this.i = i + 2;
        // This is a specialized version of isChar10 that takes into account that in
        // this context necessarily final >= 0x10000.
        if (final > 0x10FFFF) {
            this.fail("disallowed character.");
        }
        return final;
    }
    /**
     * Get a single code point out of the current chunk. This updates the current
     * position if we do position tracking.
     *
     * This is the algorithm to use for XML 1.1.
     *
     * @returns {number} The character read.
     */
    getCode11() {
        const { chunk, i } = this;
        this.prevI = i;
        // Yes, we do this instead of doing this.i++. Doing it this way, we do not
        // read this.i again, which is a bit faster.
        this.i = i + 1;
        if (i >= chunk.length) {
            return EOC;
        }
        // Using charCodeAt and handling the surrogates ourselves is faster
        // than using codePointAt.
        const code = chunk.charCodeAt(i);
        this.column++;
        if (code < 0xD800) {
            if ((code > 0x1F && code < 0x7F) || (code > 0x9F && code !== LS) ||
                code === TAB) {
                return code;
            }
            switch (code) {
                case NL: // 0xA
                    this.line++;
                    this.column = 0;
                    this.positionAtNewLine = this.position;
                    return NL;
                case CR: { // 0xD
                    // We may get NaN if we read past the end of the chunk, which is
                    // fine.
                    const next = chunk.charCodeAt(i + 1);
                    if (next === NL || next === NEL) {
                        // A CR NL or CR NEL sequence is converted to NL so we have to skip
                        // over the next character. We already know it has a size of 1.
                        this.i = i + 2;
                    }
                    // Otherwise, a CR is just converted to NL, no skip.
                }
                /* yes, fall through */
                case NEL: // 0x85
                case LS: // Ox2028
                    this.line++;
                    this.column = 0;
                    this.positionAtNewLine = this.position;
                    return NL_LIKE;
                default:
                    this.fail("disallowed character.");
                    return code;
            }
        }
        if (code > 0xDBFF) {
            // This is a specialized version of isCharAndNotRestricted that takes into
            // account that in this context code > 0xDBFF and code <= 0xFFFF. So it
            // does not test cases that don't need testing.
            if (!(code >= 0xE000 && code <= 0xFFFD)) {
                this.fail("disallowed character.");
            }
            return code;
        }
        const final = 0x10000 + ((code - 0xD800) * 0x400) +
            (chunk.charCodeAt(i + 1) - 0xDC00);
        this.i = i + 2;
        // This is a specialized version of isCharAndNotRestricted that takes into
        // account that in this context necessarily final >= 0x10000.
        if (final > 0x10FFFF) {
            this.fail("disallowed character.");
        }
        return final;
    }
    /**
     * Like ``getCode`` but with the return value normalized so that ``NL`` is
     * returned for ``NL_LIKE``.
     */
    getCodeNorm() {
        const c = this.getCode();
        return c === NL_LIKE ? NL : c;
    }
    unget() {
        this.i = this.prevI;
        this.column--;
    }
    /**
     * Capture characters into a buffer until encountering one of a set of
     * characters.
     *
     * @param chars An array of codepoints. Encountering a character in the array
     * ends the capture. (``chars`` may safely contain ``NL``.)
     *
     * @return The character code that made the capture end, or ``EOC`` if we hit
     * the end of the chunk. The return value cannot be NL_LIKE: NL is returned
     * instead.
     */
    captureTo(chars) {
        let { i: start } = this;
        const { chunk } = this;
        // eslint-disable-next-line no-constant-condition
        while (true) {
            const c = this.getCode();
            const isNLLike = c === NL_LIKE;
            const final = isNLLike ? NL : c;
            if (final === EOC || chars.includes(final)) {
                this.text += chunk.slice(start, this.prevI);
                return final;
            }
            if (isNLLike) {
                this.text += `${chunk.slice(start, this.prevI)}\n`;
                start = this.i;
            }
        }
    }
    /**
     * Capture characters into a buffer until encountering a character.
     *
     * @param char The codepoint that ends the capture. **NOTE ``char`` MAY NOT
     * CONTAIN ``NL``.** Passing ``NL`` will result in buggy behavior.
     *
     * @return ``true`` if we ran into the character. Otherwise, we ran into the
     * end of the current chunk.
     */
    captureToChar(char) {
        let { i: start } = this;
        const { chunk } = this;
        // eslint-disable-next-line no-constant-condition
        while (true) {
            let c = this.getCode();
            switch (c) {
                case NL_LIKE:
                    this.text += `${chunk.slice(start, this.prevI)}\n`;
                    start = this.i;
                    c = NL;
                    break;
                case EOC:
                    this.text += chunk.slice(start);
                    return false;
                default:
            }
            if (c === char) {
                this.text += chunk.slice(start, this.prevI);
                return true;
            }
        }
    }
    /**
     * Capture characters that satisfy ``isNameChar`` into the ``name`` field of
     * this parser.
     *
     * @return The character code that made the test fail, or ``EOC`` if we hit
     * the end of the chunk. The return value cannot be NL_LIKE: NL is returned
     * instead.
     */
    captureNameChars() {
        const { chunk, i: start } = this;
        // eslint-disable-next-line no-constant-condition
        while (true) {
            const c = this.getCode();
            if (c === EOC) {
                this.name += chunk.slice(start);
                return EOC;
            }
            // NL is not a name char so we don't have to test specifically for it.
            if (!isNameChar(c)) {
                this.name += chunk.slice(start, this.prevI);
                return c === NL_LIKE ? NL : c;
            }
        }
    }
    /**
     * Skip white spaces.
     *
     * @return The character that ended the skip, or ``EOC`` if we hit
     * the end of the chunk. The return value cannot be NL_LIKE: NL is returned
     * instead.
     */
    skipSpaces() {
        // eslint-disable-next-line no-constant-condition
        while (true) {
            const c = this.getCodeNorm();
            if (c === EOC || !isS(c)) {
                return c;
            }
        }
    }
    setXMLVersion(version) {
        this.currentXMLVersion = version;
        /*  eslint-disable @typescript-eslint/unbound-method */
        if (version === "1.0") {
            this.isChar = isChar10;
            this.getCode = this.getCode10;
        }
        else {
            this.isChar = isChar11;
            this.getCode = this.getCode11;
        }
        /* eslint-enable @typescript-eslint/unbound-method */
    }
    // STATE ENGINE METHODS
    // This needs to be a state separate from S_BEGIN_WHITESPACE because we want
    // to be sure never to come back to this state later.
    sBegin() {
        // We are essentially peeking at the first character of the chunk. Since
        // S_BEGIN can be in effect only when we start working on the first chunk,
        // the index at which we must look is necessarily 0. Note also that the
        // following test does not depend on decoding surrogates.
        // If the initial character is 0xFEFF, ignore it.
        if (this.chunk.charCodeAt(0) === 0xFEFF) {
            this.i++;
            this.column++;
        }
        this.state = S_BEGIN_WHITESPACE;
    }
    sBeginWhitespace() {
        // We need to know whether we've encountered spaces or not because as soon
        // as we run into a space, an XML declaration is no longer possible. Rather
        // than slow down skipSpaces even in places where we don't care whether it
        // skipped anything or not, we check whether prevI is equal to the value of
        // i from before we skip spaces.
        const iBefore = this.i;
        const c = this.skipSpaces();
        if (this.prevI !== iBefore) {
            this.xmlDeclPossible = false;
        }
        switch (c) {
            case LESS:
                this.state = S_OPEN_WAKA;
                // We could naively call closeText but in this state, it is not normal
                // to have text be filled with any data.
                if (this.text.length !== 0) {
                    throw new Error("no-empty text at start");
                }
                break;
            case EOC:
                break;
            default:
                this.unget();
                this.state = S_TEXT;
                this.xmlDeclPossible = false;
        }
    }
    sDoctype() {
        var _a;
        const c = this.captureTo(DOCTYPE_TERMINATOR);
        switch (c) {
            case GREATER: {
                (_a = this.doctypeHandler) === null || _a === void 0 ? void 0 : _a.call(this, this.text);
                this.text = "";
                this.state = S_TEXT;
                this.doctype = true; // just remember that we saw it.
                break;
            }
            case EOC:
                break;
            default:
                this.text += String.fromCodePoint(c);
                if (c === OPEN_BRACKET) {
                    this.state = S_DTD;
                }
                else if (isQuote(c)) {
                    this.state = S_DOCTYPE_QUOTE;
                    this.q = c;
                }
        }
    }
    sDoctypeQuote() {
        const q = this.q;
        if (this.captureToChar(q)) {
            this.text += String.fromCodePoint(q);
            this.q = null;
            this.state = S_DOCTYPE;
        }
    }
    sDTD() {
        const c = this.captureTo(DTD_TERMINATOR);
        if (c === EOC) {
            return;
        }
        this.text += String.fromCodePoint(c);
        if (c === CLOSE_BRACKET) {
            this.state = S_DOCTYPE;
        }
        else if (c === LESS) {
            this.state = S_DTD_OPEN_WAKA;
        }
        else if (isQuote(c)) {
            this.state = S_DTD_QUOTED;
            this.q = c;
        }
    }
    sDTDQuoted() {
        const q = this.q;
        if (this.captureToChar(q)) {
            this.text += String.fromCodePoint(q);
            this.state = S_DTD;
            this.q = null;
        }
    }
    sDTDOpenWaka() {
        const c = this.getCodeNorm();
        this.text += String.fromCodePoint(c);
        switch (c) {
            case BANG:
                this.state = S_DTD_OPEN_WAKA_BANG;
                this.openWakaBang = "";
                break;
            case QUESTION:
                this.state = S_DTD_PI;
                break;
            default:
                this.state = S_DTD;
        }
    }
    sDTDOpenWakaBang() {
        const char = String.fromCodePoint(this.getCodeNorm());
        const owb = this.openWakaBang += char;
        this.text += char;
        if (owb !== "-") {
            this.state = owb === "--" ? S_DTD_COMMENT : S_DTD;
            this.openWakaBang = "";
        }
    }
    sDTDComment() {
        if (this.captureToChar(MINUS)) {
            this.text += "-";
            this.state = S_DTD_COMMENT_ENDING;
        }
    }
    sDTDCommentEnding() {
        const c = this.getCodeNorm();
        this.text += String.fromCodePoint(c);
        this.state = c === MINUS ? S_DTD_COMMENT_ENDED : S_DTD_COMMENT;
    }
    sDTDCommentEnded() {
        const c = this.getCodeNorm();
        this.text += String.fromCodePoint(c);
        if (c === GREATER) {
            this.state = S_DTD;
        }
        else {
            this.fail("malformed comment.");
            // <!-- blah -- bloo --> will be recorded as
            // a comment of " blah -- bloo "
            this.state = S_DTD_COMMENT;
        }
    }
    sDTDPI() {
        if (this.captureToChar(QUESTION)) {
            this.text += "?";
            this.state = S_DTD_PI_ENDING;
        }
    }
    sDTDPIEnding() {
        const c = this.getCodeNorm();
        this.text += String.fromCodePoint(c);
        if (c === GREATER) {
            this.state = S_DTD;
        }
    }
    sText() {
        //
        // We did try a version of saxes where the S_TEXT state was split in two
        // states: one for text inside the root element, and one for text
        // outside. This was avoiding having to test this.tags.length to decide
        // what implementation to actually use.
        //
        // Peformance testing on gigabyte-size files did not show any advantage to
        // using the two states solution instead of the current one. Conversely, it
        // made the code a bit more complicated elsewhere. For instance, a comment
        // can appear before the root element so when a comment ended it was
        // necessary to determine whether to return to the S_TEXT state or to the
        // new text-outside-root state.
        //
        if (this.tags.length !== 0) {
            this.handleTextInRoot();
        }
        else {
            this.handleTextOutsideRoot();
        }
    }
    sEntity() {
        // This is essentially a specialized version of captureToChar(SEMICOLON...)
        let { i: start } = this;
        const { chunk } = this;
        // eslint-disable-next-line no-labels, no-restricted-syntax
        loop: 
        // eslint-disable-next-line no-constant-condition
        while (true) {
            switch (this.getCode()) {
                case NL_LIKE:
                    this.entity += `${chunk.slice(start, this.prevI)}\n`;
                    start = this.i;
                    break;
                case SEMICOLON: {
                    const { entityReturnState } = this;
                    const entity = this.entity + chunk.slice(start, this.prevI);
                    this.state = entityReturnState;
                    let parsed;
                    if (entity === "") {
                        this.fail("empty entity name.");
                        parsed = "&;";
                    }
                    else {
                        parsed = this.parseEntity(entity);
                        this.entity = "";
                    }
                    if (entityReturnState !== S_TEXT || this.textHandler !== undefined) {
                        this.text += parsed;
                    }
                    // eslint-disable-next-line no-labels
                    break loop;
                }
                case EOC:
                    this.entity += chunk.slice(start);
                    // eslint-disable-next-line no-labels
                    break loop;
                default:
            }
        }
    }
    sOpenWaka() {
        // Reminder: a state handler is called with at least one character
        // available in the current chunk. So the first call to get code inside of
        // a state handler cannot return ``EOC``. That's why we don't test
        // for it.
        const c = this.getCode();
        // either a /, ?, !, or text is coming next.
        if (isNameStartChar(c)) {
            this.state = S_OPEN_TAG;
            this.unget();
            this.xmlDeclPossible = false;
        }
        else {
            switch (c) {
                case FORWARD_SLASH:
                    this.state = S_CLOSE_TAG;
                    this.xmlDeclPossible = false;
                    break;
                case BANG:
                    this.state = S_OPEN_WAKA_BANG;
                    this.openWakaBang = "";
                    this.xmlDeclPossible = false;
                    break;
                case QUESTION:
                    this.state = S_PI_FIRST_CHAR;
                    break;
                default:
                    this.fail("disallowed character in tag name");
                    this.state = S_TEXT;
                    this.xmlDeclPossible = false;
            }
        }
    }
    sOpenWakaBang() {
        this.openWakaBang += String.fromCodePoint(this.getCodeNorm());
        switch (this.openWakaBang) {
            case "[CDATA[":
                if (!this.sawRoot && !this.reportedTextBeforeRoot) {
                    this.fail("text data outside of root node.");
                    this.reportedTextBeforeRoot = true;
                }
                if (this.closedRoot && !this.reportedTextAfterRoot) {
                    this.fail("text data outside of root node.");
                    this.reportedTextAfterRoot = true;
                }
                this.state = S_CDATA;
                this.openWakaBang = "";
                break;
            case "--":
                this.state = S_COMMENT;
                this.openWakaBang = "";
                break;
            case "DOCTYPE":
                this.state = S_DOCTYPE;
                if (this.doctype || this.sawRoot) {
                    this.fail("inappropriately located doctype declaration.");
                }
                this.openWakaBang = "";
                break;
            default:
                // 7 happens to be the maximum length of the string that can possibly
                // match one of the cases above.
                if (this.openWakaBang.length >= 7) {
                    this.fail("incorrect syntax.");
                }
        }
    }
    sComment() {
        if (this.captureToChar(MINUS)) {
            this.state = S_COMMENT_ENDING;
        }
    }
    sCommentEnding() {
        var _a;
        const c = this.getCodeNorm();
        if (c === MINUS) {
            this.state = S_COMMENT_ENDED;
            (_a = this.commentHandler) === null || _a === void 0 ? void 0 : _a.call(this, this.text);
            this.text = "";
        }
        else {
            this.text += `-${String.fromCodePoint(c)}`;
            this.state = S_COMMENT;
        }
    }
    sCommentEnded() {
        const c = this.getCodeNorm();
        if (c !== GREATER) {
            this.fail("malformed comment.");
            // <!-- blah -- bloo --> will be recorded as
            // a comment of " blah -- bloo "
            this.text += `--${String.fromCodePoint(c)}`;
            this.state = S_COMMENT;
        }
        else {
            this.state = S_TEXT;
        }
    }
    sCData() {
        if (this.captureToChar(CLOSE_BRACKET)) {
            this.state = S_CDATA_ENDING;
        }
    }
    sCDataEnding() {
        const c = this.getCodeNorm();
        if (c === CLOSE_BRACKET) {
            this.state = S_CDATA_ENDING_2;
        }
        else {
            this.text += `]${String.fromCodePoint(c)}`;
            this.state = S_CDATA;
        }
    }
    sCDataEnding2() {
        var _a;
        const c = this.getCodeNorm();
        switch (c) {
            case GREATER: {
                (_a = this.cdataHandler) === null || _a === void 0 ? void 0 : _a.call(this, this.text);
                this.text = "";
                this.state = S_TEXT;
                break;
            }
            case CLOSE_BRACKET:
                this.text += "]";
                break;
            default:
                this.text += `]]${String.fromCodePoint(c)}`;
                this.state = S_CDATA;
        }
    }
    // We need this separate state to check the first character fo the pi target
    // with this.nameStartCheck which allows less characters than this.nameCheck.
    sPIFirstChar() {
        const c = this.getCodeNorm();
        // This is first because in the case where the file is well-formed this is
        // the branch taken. We optimize for well-formedness.
        if (this.nameStartCheck(c)) {
            this.piTarget += String.fromCodePoint(c);
            this.state = S_PI_REST;
        }
        else if (c === QUESTION || isS(c)) {
            this.fail("processing instruction without a target.");
            this.state = c === QUESTION ? S_PI_ENDING : S_PI_BODY;
        }
        else {
            this.fail("disallowed character in processing instruction name.");
            this.piTarget += String.fromCodePoint(c);
            this.state = S_PI_REST;
        }
    }
    sPIRest() {
        // Capture characters into a piTarget while ``this.nameCheck`` run on the
        // character read returns true.
        const { chunk, i: start } = this;
        // eslint-disable-next-line no-constant-condition
        while (true) {
            const c = this.getCodeNorm();
            if (c === EOC) {
                this.piTarget += chunk.slice(start);
                return;
            }
            // NL cannot satisfy this.nameCheck so we don't have to test specifically
            // for it.
            if (!this.nameCheck(c)) {
                this.piTarget += chunk.slice(start, this.prevI);
                const isQuestion = c === QUESTION;
                if (isQuestion || isS(c)) {
                    if (this.piTarget === "xml") {
                        if (!this.xmlDeclPossible) {
                            this.fail("an XML declaration must be at the start of the document.");
                        }
                        this.state = isQuestion ? S_XML_DECL_ENDING : S_XML_DECL_NAME_START;
                    }
                    else {
                        this.state = isQuestion ? S_PI_ENDING : S_PI_BODY;
                    }
                }
                else {
                    this.fail("disallowed character in processing instruction name.");
                    this.piTarget += String.fromCodePoint(c);
                }
                break;
            }
        }
    }
    sPIBody() {
        if (this.text.length === 0) {
            const c = this.getCodeNorm();
            if (c === QUESTION) {
                this.state = S_PI_ENDING;
            }
            else if (!isS(c)) {
                this.text = String.fromCodePoint(c);
            }
        }
        // The question mark character is not valid inside any of the XML
        // declaration name/value pairs.
        else if (this.captureToChar(QUESTION)) {
            this.state = S_PI_ENDING;
        }
    }
    sPIEnding() {
        var _a;
        const c = this.getCodeNorm();
        if (c === GREATER) {
            const { piTarget } = this;
            if (piTarget.toLowerCase() === "xml") {
                this.fail("the XML declaration must appear at the start of the document.");
            }
            (_a = this.piHandler) === null || _a === void 0 ? void 0 : _a.call(this, {
                target: piTarget,
                body: this.text,
            });
            this.piTarget = this.text = "";
            this.state = S_TEXT;
        }
        else if (c === QUESTION) {
            // We ran into ?? as part of a processing instruction. We initially took
            // the first ? as a sign that the PI was ending, but it is not. So we have
            // to add it to the body but we take the new ? as a sign that the PI is
            // ending.
            this.text += "?";
        }
        else {
            this.text += `?${String.fromCodePoint(c)}`;
            this.state = S_PI_BODY;
        }
        this.xmlDeclPossible = false;
    }
    sXMLDeclNameStart() {
        const c = this.skipSpaces();
        // The question mark character is not valid inside any of the XML
        // declaration name/value pairs.
        if (c === QUESTION) {
            // It is valid to go to S_XML_DECL_ENDING from this state.
            this.state = S_XML_DECL_ENDING;
            return;
        }
        if (c !== EOC) {
            this.state = S_XML_DECL_NAME;
            this.name = String.fromCodePoint(c);
        }
    }
    sXMLDeclName() {
        const c = this.captureTo(XML_DECL_NAME_TERMINATOR);
        // The question mark character is not valid inside any of the XML
        // declaration name/value pairs.
        if (c === QUESTION) {
            this.state = S_XML_DECL_ENDING;
            this.name += this.text;
            this.text = "";
            this.fail("XML declaration is incomplete.");
            return;
        }
        if (!(isS(c) || c === EQUAL)) {
            return;
        }
        this.name += this.text;
        this.text = "";
        if (!this.xmlDeclExpects.includes(this.name)) {
            switch (this.name.length) {
                case 0:
                    this.fail("did not expect any more name/value pairs.");
                    break;
                case 1:
                    this.fail(`expected the name ${this.xmlDeclExpects[0]}.`);
                    break;
                default:
                    this.fail(`expected one of ${this.xmlDeclExpects.join(", ")}`);
            }
        }
        this.state = c === EQUAL ? S_XML_DECL_VALUE_START : S_XML_DECL_EQ;
    }
    sXMLDeclEq() {
        const c = this.getCodeNorm();
        // The question mark character is not valid inside any of the XML
        // declaration name/value pairs.
        if (c === QUESTION) {
            this.state = S_XML_DECL_ENDING;
            this.fail("XML declaration is incomplete.");
            return;
        }
        if (isS(c)) {
            return;
        }
        if (c !== EQUAL) {
            this.fail("value required.");
        }
        this.state = S_XML_DECL_VALUE_START;
    }
    sXMLDeclValueStart() {
        const c = this.getCodeNorm();
        // The question mark character is not valid inside any of the XML
        // declaration name/value pairs.
        if (c === QUESTION) {
            this.state = S_XML_DECL_ENDING;
            this.fail("XML declaration is incomplete.");
            return;
        }
        if (isS(c)) {
            return;
        }
        if (!isQuote(c)) {
            this.fail("value must be quoted.");
            this.q = SPACE;
        }
        else {
            this.q = c;
        }
        this.state = S_XML_DECL_VALUE;
    }
    sXMLDeclValue() {
        const c = this.captureTo([this.q, QUESTION]);
        // The question mark character is not valid inside any of the XML
        // declaration name/value pairs.
        if (c === QUESTION) {
            this.state = S_XML_DECL_ENDING;
            this.text = "";
            this.fail("XML declaration is incomplete.");
            return;
        }
        if (c === EOC) {
            return;
        }
        const value = this.text;
        this.text = "";
        switch (this.name) {
            case "version": {
                this.xmlDeclExpects = ["encoding", "standalone"];
                const version = value;
                this.xmlDecl.version = version;
                // This is the test specified by XML 1.0 but it is fine for XML 1.1.
                if (!/^1\.[0-9]+$/.test(version)) {
                    this.fail("version number must match /^1\\.[0-9]+$/.");
                }
                // When forceXMLVersion is set, the XML declaration is ignored.
                else if (!this.opt.forceXMLVersion) {
                    this.setXMLVersion(version);
                }
                break;
            }
            case "encoding":
                if (!/^[A-Za-z][A-Za-z0-9._-]*$/.test(value)) {
                    this.fail("encoding value must match \
/^[A-Za-z0-9][A-Za-z0-9._-]*$/.");
                }
                this.xmlDeclExpects = ["standalone"];
                this.xmlDecl.encoding = value;
                break;
            case "standalone":
                if (value !== "yes" && value !== "no") {
                    this.fail("standalone value must match \"yes\" or \"no\".");
                }
                this.xmlDeclExpects = [];
                this.xmlDecl.standalone = value;
                break;
            default:
            // We don't need to raise an error here since we've already raised one
            // when checking what name was expected.
        }
        this.name = "";
        this.state = S_XML_DECL_SEPARATOR;
    }
    sXMLDeclSeparator() {
        const c = this.getCodeNorm();
        // The question mark character is not valid inside any of the XML
        // declaration name/value pairs.
        if (c === QUESTION) {
            // It is valid to go to S_XML_DECL_ENDING from this state.
            this.state = S_XML_DECL_ENDING;
            return;
        }
        if (!isS(c)) {
            this.fail("whitespace required.");
            this.unget();
        }
        this.state = S_XML_DECL_NAME_START;
    }
    sXMLDeclEnding() {
        var _a;
        const c = this.getCodeNorm();
        if (c === GREATER) {
            if (this.piTarget !== "xml") {
                this.fail("processing instructions are not allowed before root.");
            }
            else if (this.name !== "version" &&
                this.xmlDeclExpects.includes("version")) {
                this.fail("XML declaration must contain a version.");
            }
            (_a = this.xmldeclHandler) === null || _a === void 0 ? void 0 : _a.call(this, this.xmlDecl);
            this.name = "";
            this.piTarget = this.text = "";
            this.state = S_TEXT;
        }
        else {
            // We got here because the previous character was a ?, but the question
            // mark character is not valid inside any of the XML declaration
            // name/value pairs.
            this.fail("The character ? is disallowed anywhere in XML declarations.");
        }
        this.xmlDeclPossible = false;
    }
    sOpenTag() {
        var _a;
        const c = this.captureNameChars();
        if (c === EOC) {
            return;
        }
        const tag = this.tag = {
            name: this.name,
            attributes: Object.create(null),
        };
        this.name = "";
        if (this.xmlnsOpt) {
            this.topNS = tag.ns = Object.create(null);
        }
        (_a = this.openTagStartHandler) === null || _a === void 0 ? void 0 : _a.call(this, tag);
        this.sawRoot = true;
        if (!this.fragmentOpt && this.closedRoot) {
            this.fail("documents may contain only one root.");
        }
        switch (c) {
            case GREATER:
                this.openTag();
                break;
            case FORWARD_SLASH:
                this.state = S_OPEN_TAG_SLASH;
                break;
            default:
                if (!isS(c)) {
                    this.fail("disallowed character in tag name.");
                }
                this.state = S_ATTRIB;
        }
    }
    sOpenTagSlash() {
        if (this.getCode() === GREATER) {
            this.openSelfClosingTag();
        }
        else {
            this.fail("forward-slash in opening tag not followed by >.");
            this.state = S_ATTRIB;
        }
    }
    sAttrib() {
        const c = this.skipSpaces();
        if (c === EOC) {
            return;
        }
        if (isNameStartChar(c)) {
            this.unget();
            this.state = S_ATTRIB_NAME;
        }
        else if (c === GREATER) {
            this.openTag();
        }
        else if (c === FORWARD_SLASH) {
            this.state = S_OPEN_TAG_SLASH;
        }
        else {
            this.fail("disallowed character in attribute name.");
        }
    }
    sAttribName() {
        const c = this.captureNameChars();
        if (c === EQUAL) {
            this.state = S_ATTRIB_VALUE;
        }
        else if (isS(c)) {
            this.state = S_ATTRIB_NAME_SAW_WHITE;
        }
        else if (c === GREATER) {
            this.fail("attribute without value.");
            this.pushAttrib(this.name, this.name);
            this.name = this.text = "";
            this.openTag();
        }
        else if (c !== EOC) {
            this.fail("disallowed character in attribute name.");
        }
    }
    sAttribNameSawWhite() {
        const c = this.skipSpaces();
        switch (c) {
            case EOC:
                return;
            case EQUAL:
                this.state = S_ATTRIB_VALUE;
                break;
            default:
                this.fail("attribute without value.");
                // Should we do this???
                // this.tag.attributes[this.name] = "";
                this.text = "";
                this.name = "";
                if (c === GREATER) {
                    this.openTag();
                }
                else if (isNameStartChar(c)) {
                    this.unget();
                    this.state = S_ATTRIB_NAME;
                }
                else {
                    this.fail("disallowed character in attribute name.");
                    this.state = S_ATTRIB;
                }
        }
    }
    sAttribValue() {
        const c = this.getCodeNorm();
        if (isQuote(c)) {
            this.q = c;
            this.state = S_ATTRIB_VALUE_QUOTED;
        }
        else if (!isS(c)) {
            this.fail("unquoted attribute value.");
            this.state = S_ATTRIB_VALUE_UNQUOTED;
            this.unget();
        }
    }
    sAttribValueQuoted() {
        // We deliberately do not use captureTo here. The specialized code we use
        // here is faster than using captureTo.
        const { q, chunk } = this;
        let { i: start } = this;
        // eslint-disable-next-line no-constant-condition
        while (true) {
            switch (this.getCode()) {
                case q:
                    this.pushAttrib(this.name, this.text + chunk.slice(start, this.prevI));
                    this.name = this.text = "";
                    this.q = null;
                    this.state = S_ATTRIB_VALUE_CLOSED;
                    return;
                case AMP:
                    this.text += chunk.slice(start, this.prevI);
                    this.state = S_ENTITY;
                    this.entityReturnState = S_ATTRIB_VALUE_QUOTED;
                    return;
                case NL:
                case NL_LIKE:
                case TAB:
                    this.text += `${chunk.slice(start, this.prevI)} `;
                    start = this.i;
                    break;
                case LESS:
                    this.text += chunk.slice(start, this.prevI);
                    this.fail("disallowed character.");
                    return;
                case EOC:
                    this.text += chunk.slice(start);
                    return;
                default:
            }
        }
    }
    sAttribValueClosed() {
        const c = this.getCodeNorm();
        if (isS(c)) {
            this.state = S_ATTRIB;
        }
        else if (c === GREATER) {
            this.openTag();
        }
        else if (c === FORWARD_SLASH) {
            this.state = S_OPEN_TAG_SLASH;
        }
        else if (isNameStartChar(c)) {
            this.fail("no whitespace between attributes.");
            this.unget();
            this.state = S_ATTRIB_NAME;
        }
        else {
            this.fail("disallowed character in attribute name.");
        }
    }
    sAttribValueUnquoted() {
        // We don't do anything regarding EOL or space handling for unquoted
        // attributes. We already have failed by the time we get here, and the
        // contract that saxes upholds states that upon failure, it is not safe to
        // rely on the data passed to event handlers (other than
        // ``onerror``). Passing "bad" data is not a problem.
        const c = this.captureTo(ATTRIB_VALUE_UNQUOTED_TERMINATOR);
        switch (c) {
            case AMP:
                this.state = S_ENTITY;
                this.entityReturnState = S_ATTRIB_VALUE_UNQUOTED;
                break;
            case LESS:
                this.fail("disallowed character.");
                break;
            case EOC:
                break;
            default:
                if (this.text.includes("]]>")) {
                    this.fail("the string \"]]>\" is disallowed in char data.");
                }
                this.pushAttrib(this.name, this.text);
                this.name = this.text = "";
                if (c === GREATER) {
                    this.openTag();
                }
                else {
                    this.state = S_ATTRIB;
                }
        }
    }
    sCloseTag() {
        const c = this.captureNameChars();
        if (c === GREATER) {
            this.closeTag();
        }
        else if (isS(c)) {
            this.state = S_CLOSE_TAG_SAW_WHITE;
        }
        else if (c !== EOC) {
            this.fail("disallowed character in closing tag.");
        }
    }
    sCloseTagSawWhite() {
        switch (this.skipSpaces()) {
            case GREATER:
                this.closeTag();
                break;
            case EOC:
                break;
            default:
                this.fail("disallowed character in closing tag.");
        }
    }
    // END OF STATE ENGINE METHODS
    handleTextInRoot() {
        // This is essentially a specialized version of captureTo which is optimized
        // for performing the ]]> check. A previous version of this code, checked
        // ``this.text`` for the presence of ]]>. It simplified the code but was
        // very costly when character data contained a lot of entities to be parsed.
        //
        // Since we are using a specialized loop, we also keep track of the presence
        // of ]]> in text data. The sequence ]]> is forbidden to appear as-is.
        //
        let { i: start, forbiddenState } = this;
        const { chunk, textHandler: handler } = this;
        // eslint-disable-next-line no-labels, no-restricted-syntax
        scanLoop: 
        // eslint-disable-next-line no-constant-condition
        while (true) {
            switch (this.getCode()) {
                case LESS: {
                    this.state = S_OPEN_WAKA;
                    if (handler !== undefined) {
                        const { text } = this;
                        const slice = chunk.slice(start, this.prevI);
                        if (text.length !== 0) {
                            handler(text + slice);
                            this.text = "";
                        }
                        else if (slice.length !== 0) {
                            handler(slice);
                        }
                    }
                    forbiddenState = FORBIDDEN_START;
                    // eslint-disable-next-line no-labels
                    break scanLoop;
                }
                case AMP:
                    this.state = S_ENTITY;
                    this.entityReturnState = S_TEXT;
                    if (handler !== undefined) {
                        this.text += chunk.slice(start, this.prevI);
                    }
                    forbiddenState = FORBIDDEN_START;
                    // eslint-disable-next-line no-labels
                    break scanLoop;
                case CLOSE_BRACKET:
                    switch (forbiddenState) {
                        case FORBIDDEN_START:
                            forbiddenState = FORBIDDEN_BRACKET;
                            break;
                        case FORBIDDEN_BRACKET:
                            forbiddenState = FORBIDDEN_BRACKET_BRACKET;
                            break;
                        case FORBIDDEN_BRACKET_BRACKET:
                            break;
                        default:
                            throw new Error("impossible state");
                    }
                    break;
                case GREATER:
                    if (forbiddenState === FORBIDDEN_BRACKET_BRACKET) {
                        this.fail("the string \"]]>\" is disallowed in char data.");
                    }
                    forbiddenState = FORBIDDEN_START;
                    break;
                case NL_LIKE:
                    if (handler !== undefined) {
                        this.text += `${chunk.slice(start, this.prevI)}\n`;
                    }
                    start = this.i;
                    forbiddenState = FORBIDDEN_START;
                    break;
                case EOC:
                    if (handler !== undefined) {
                        this.text += chunk.slice(start);
                    }
                    // eslint-disable-next-line no-labels
                    break scanLoop;
                default:
                    forbiddenState = FORBIDDEN_START;
            }
        }
        this.forbiddenState = forbiddenState;
    }
    handleTextOutsideRoot() {
        // This is essentially a specialized version of captureTo which is optimized
        // for a specialized task. We keep track of the presence of non-space
        // characters in the text since these are errors when appearing outside the
        // document root element.
        let { i: start } = this;
        const { chunk, textHandler: handler } = this;
        let nonSpace = false;
        // eslint-disable-next-line no-labels, no-restricted-syntax
        outRootLoop: 
        // eslint-disable-next-line no-constant-condition
        while (true) {
            const code = this.getCode();
            switch (code) {
                case LESS: {
                    this.state = S_OPEN_WAKA;
                    if (handler !== undefined) {
                        const { text } = this;
                        const slice = chunk.slice(start, this.prevI);
                        if (text.length !== 0) {
                            handler(text + slice);
                            this.text = "";
                        }
                        else if (slice.length !== 0) {
                            handler(slice);
                        }
                    }
                    // eslint-disable-next-line no-labels
                    break outRootLoop;
                }
                case AMP:
                    this.state = S_ENTITY;
                    this.entityReturnState = S_TEXT;
                    if (handler !== undefined) {
                        this.text += chunk.slice(start, this.prevI);
                    }
                    nonSpace = true;
                    // eslint-disable-next-line no-labels
                    break outRootLoop;
                case NL_LIKE:
                    if (handler !== undefined) {
                        this.text += `${chunk.slice(start, this.prevI)}\n`;
                    }
                    start = this.i;
                    break;
                case EOC:
                    if (handler !== undefined) {
                        this.text += chunk.slice(start);
                    }
                    // eslint-disable-next-line no-labels
                    break outRootLoop;
                default:
                    if (!isS(code)) {
                        nonSpace = true;
                    }
            }
        }
        if (!nonSpace) {
            return;
        }
        // We use the reportedTextBeforeRoot and reportedTextAfterRoot flags
        // to avoid reporting errors for every single character that is out of
        // place.
        if (!this.sawRoot && !this.reportedTextBeforeRoot) {
            this.fail("text data outside of root node.");
            this.reportedTextBeforeRoot = true;
        }
        if (this.closedRoot && !this.reportedTextAfterRoot) {
            this.fail("text data outside of root node.");
            this.reportedTextAfterRoot = true;
        }
    }
    pushAttribNS(name, value) {
        var _a;
        const { prefix, local } = this.qname(name);
        const attr = { name, prefix, local, value };
        this.attribList.push(attr);
        (_a = this.attributeHandler) === null || _a === void 0 ? void 0 : _a.call(this, attr);
        if (prefix === "xmlns") {
            const trimmed = value.trim();
            if (this.currentXMLVersion === "1.0" && trimmed === "") {
                this.fail("invalid attempt to undefine prefix in XML 1.0");
            }
            this.topNS[local] = trimmed;
            nsPairCheck(this, local, trimmed);
        }
        else if (name === "xmlns") {
            const trimmed = value.trim();
            this.topNS[""] = trimmed;
            nsPairCheck(this, "", trimmed);
        }
    }
    pushAttribPlain(name, value) {
        var _a;
        const attr = { name, value };
        this.attribList.push(attr);
        (_a = this.attributeHandler) === null || _a === void 0 ? void 0 : _a.call(this, attr);
    }
    /**
     * End parsing. This performs final well-formedness checks and resets the
     * parser to a clean state.
     *
     * @returns this
     */
    end() {
        var _a, _b;
        if (!this.sawRoot) {
            this.fail("document must contain a root element.");
        }
        const { tags } = this;
        while (tags.length > 0) {
            const tag = tags.pop();
            this.fail(`unclosed tag: ${tag.name}`);
        }
        if ((this.state !== S_BEGIN) && (this.state !== S_TEXT)) {
            this.fail("unexpected end.");
        }
        const { text } = this;
        if (text.length !== 0) {
            (_a = this.textHandler) === null || _a === void 0 ? void 0 : _a.call(this, text);
            this.text = "";
        }
        this._closed = true;
        (_b = this.endHandler) === null || _b === void 0 ? void 0 : _b.call(this);
        this._init();
        return this;
    }
    /**
     * Resolve a namespace prefix.
     *
     * @param prefix The prefix to resolve.
     *
     * @returns The namespace URI or ``undefined`` if the prefix is not defined.
     */
    resolve(prefix) {
        var _a, _b;
        let uri = this.topNS[prefix];
        if (uri !== undefined) {
            return uri;
        }
        const { tags } = this;
        for (let index = tags.length - 1; index >= 0; index--) {
            uri = tags[index].ns[prefix];
            if (uri !== undefined) {
                return uri;
            }
        }
        uri = this.ns[prefix];
        if (uri !== undefined) {
            return uri;
        }
        return (_b = (_a = this.opt).resolvePrefix) === null || _b === void 0 ? void 0 : _b.call(_a, prefix);
    }
    /**
     * Parse a qname into its prefix and local name parts.
     *
     * @param name The name to parse
     *
     * @returns
     */
    qname(name) {
        // This is faster than using name.split(":").
        const colon = name.indexOf(":");
        if (colon === -1) {
            return { prefix: "", local: name };
        }
        const local = name.slice(colon + 1);
        const prefix = name.slice(0, colon);
        if (prefix === "" || local === "" || local.includes(":")) {
            this.fail(`malformed name: ${name}.`);
        }
        return { prefix, local };
    }
    processAttribsNS() {
        var _a;
        const { attribList } = this;
        const tag = this.tag;
        {
            // add namespace info to tag
            const { prefix, local } = this.qname(tag.name);
            tag.prefix = prefix;
            tag.local = local;
            const uri = tag.uri = (_a = this.resolve(prefix)) !== null && _a !== void 0 ? _a : "";
            if (prefix !== "") {
                if (prefix === "xmlns") {
                    this.fail("tags may not have \"xmlns\" as prefix.");
                }
                if (uri === "") {
                    this.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`);
                    tag.uri = prefix;
                }
            }
        }
        if (attribList.length === 0) {
            return;
        }
        const { attributes } = tag;
        const seen = new Set();
        // Note: do not apply default ns to attributes:
        //   http://www.w3.org/TR/REC-xml-names/#defaulting
        for (const attr of attribList) {
            const { name, prefix, local } = attr;
            let uri;
            let eqname;
            if (prefix === "") {
                uri = name === "xmlns" ? XMLNS_NAMESPACE : "";
                eqname = name;
            }
            else {
                uri = this.resolve(prefix);
                // if there's any attributes with an undefined namespace,
                // then fail on them now.
                if (uri === undefined) {
                    this.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`);
                    uri = prefix;
                }
                eqname = `{${uri}}${local}`;
            }
            if (seen.has(eqname)) {
                this.fail(`duplicate attribute: ${eqname}.`);
            }
            seen.add(eqname);
            attr.uri = uri;
            attributes[name] = attr;
        }
        this.attribList = [];
    }
    processAttribsPlain() {
        const { attribList } = this;
        // eslint-disable-next-line prefer-destructuring
        const attributes = this.tag.attributes;
        for (const { name, value } of attribList) {
            if (attributes[name] !== undefined) {
                this.fail(`duplicate attribute: ${name}.`);
            }
            attributes[name] = value;
        }
        this.attribList = [];
    }
    /**
     * Handle a complete open tag. This parser code calls this once it has seen
     * the whole tag. This method checks for well-formeness and then emits
     * ``onopentag``.
     */
    openTag() {
        var _a;
        this.processAttribs();
        const { tags } = this;
        const tag = this.tag;
        tag.isSelfClosing = false;
        // There cannot be any pending text here due to the onopentagstart that was
        // necessarily emitted before we get here. So we do not check text.
        (_a = this.openTagHandler) === null || _a === void 0 ? void 0 : _a.call(this, tag);
        tags.push(tag);
        this.state = S_TEXT;
        this.name = "";
    }
    /**
     * Handle a complete self-closing tag. This parser code calls this once it has
     * seen the whole tag. This method checks for well-formeness and then emits
     * ``onopentag`` and ``onclosetag``.
     */
    openSelfClosingTag() {
        var _a, _b, _c;
        this.processAttribs();
        const { tags } = this;
        const tag = this.tag;
        tag.isSelfClosing = true;
        // There cannot be any pending text here due to the onopentagstart that was
        // necessarily emitted before we get here. So we do not check text.
        (_a = this.openTagHandler) === null || _a === void 0 ? void 0 : _a.call(this, tag);
        (_b = this.closeTagHandler) === null || _b === void 0 ? void 0 : _b.call(this, tag);
        const top = this.tag = (_c = tags[tags.length - 1]) !== null && _c !== void 0 ? _c : null;
        if (top === null) {
            this.closedRoot = true;
        }
        this.state = S_TEXT;
        this.name = "";
    }
    /**
     * Handle a complete close tag. This parser code calls this once it has seen
     * the whole tag. This method checks for well-formeness and then emits
     * ``onclosetag``.
     */
    closeTag() {
        const { tags, name } = this;
        // Our state after this will be S_TEXT, no matter what, and we can clear
        // tagName now.
        this.state = S_TEXT;
        this.name = "";
        if (name === "") {
            this.fail("weird empty close tag.");
            this.text += "</>";
            return;
        }
        const handler = this.closeTagHandler;
        let l = tags.length;
        while (l-- > 0) {
            const tag = this.tag = tags.pop();
            this.topNS = tag.ns;
            handler === null || handler === void 0 ? void 0 : handler(tag);
            if (tag.name === name) {
                break;
            }
            this.fail("unexpected close tag.");
        }
        if (l === 0) {
            this.closedRoot = true;
        }
        else if (l < 0) {
            this.fail(`unmatched closing tag: ${name}.`);
            this.text += `</${name}>`;
        }
    }
    /**
     * Resolves an entity. Makes any necessary well-formedness checks.
     *
     * @param entity The entity to resolve.
     *
     * @returns The parsed entity.
     */
    parseEntity(entity) {
        // startsWith would be significantly slower for this test.
        if (entity[0] !== "#") {
            const defined = this.ENTITIES[entity];
            if (defined !== undefined) {
                return defined;
            }
            this.fail(this.isName(entity) ? "undefined entity." :
                "disallowed character in entity name.");
            return `&${entity};`;
        }
        let num = NaN;
        if (entity[1] === "x" && /^#x[0-9a-f]+$/i.test(entity)) {
            num = parseInt(entity.slice(2), 16);
        }
        else if (/^#[0-9]+$/.test(entity)) {
            num = parseInt(entity.slice(1), 10);
        }
        // The character reference is required to match the CHAR production.
        if (!this.isChar(num)) {
            this.fail("malformed character entity.");
            return `&${entity};`;
        }
        return String.fromCodePoint(num);
    }
}
exports.wT = SaxesParser;
//# sourceMappingURL=saxes.js.map

/***/ }),

/***/ 6950:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Character classes and associated utilities for the 5th edition of XML 1.0.
 *
 * @author Louis-Dominique Dubeau
 * @license MIT
 * @copyright Louis-Dominique Dubeau
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
//
// Fragments.
//
exports.CHAR = "\t\n\r -\uD7FF\uE000-\uFFFD\uD800\uDC00-\uDBFF\uDFFF";
exports.S = " \t\r\n";
// tslint:disable-next-line:max-line-length
exports.NAME_START_CHAR = ":A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\uD800\uDC00-\uDB7F\uDFFF";
exports.NAME_CHAR = "-" + exports.NAME_START_CHAR + ".0-9\u00B7\u0300-\u036F\u203F-\u2040";
//
// Regular expressions.
//
exports.CHAR_RE = new RegExp("^[" + exports.CHAR + "]$", "u");
exports.S_RE = new RegExp("^[" + exports.S + "]+$", "u");
exports.NAME_START_CHAR_RE = new RegExp("^[" + exports.NAME_START_CHAR + "]$", "u");
exports.NAME_CHAR_RE = new RegExp("^[" + exports.NAME_CHAR + "]$", "u");
exports.NAME_RE = new RegExp("^[" + exports.NAME_START_CHAR + "][" + exports.NAME_CHAR + "]*$", "u");
exports.NMTOKEN_RE = new RegExp("^[" + exports.NAME_CHAR + "]+$", "u");
var TAB = 9;
var NL = 0xA;
var CR = 0xD;
var SPACE = 0x20;
//
// Lists.
//
/** All characters in the ``S`` production. */
exports.S_LIST = [SPACE, NL, CR, TAB];
/**
 * Determines whether a codepoint matches the ``CHAR`` production.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``CHAR``.
 */
function isChar(c) {
    return (c >= SPACE && c <= 0xD7FF) ||
        c === NL || c === CR || c === TAB ||
        (c >= 0xE000 && c <= 0xFFFD) ||
        (c >= 0x10000 && c <= 0x10FFFF);
}
exports.isChar = isChar;
/**
 * Determines whether a codepoint matches the ``S`` (space) production.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``S``.
 */
function isS(c) {
    return c === SPACE || c === NL || c === CR || c === TAB;
}
exports.isS = isS;
/**
 * Determines whether a codepoint matches the ``NAME_START_CHAR`` production.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``NAME_START_CHAR``.
 */
function isNameStartChar(c) {
    return ((c >= 0x41 && c <= 0x5A) ||
        (c >= 0x61 && c <= 0x7A) ||
        c === 0x3A ||
        c === 0x5F ||
        c === 0x200C ||
        c === 0x200D ||
        (c >= 0xC0 && c <= 0xD6) ||
        (c >= 0xD8 && c <= 0xF6) ||
        (c >= 0x00F8 && c <= 0x02FF) ||
        (c >= 0x0370 && c <= 0x037D) ||
        (c >= 0x037F && c <= 0x1FFF) ||
        (c >= 0x2070 && c <= 0x218F) ||
        (c >= 0x2C00 && c <= 0x2FEF) ||
        (c >= 0x3001 && c <= 0xD7FF) ||
        (c >= 0xF900 && c <= 0xFDCF) ||
        (c >= 0xFDF0 && c <= 0xFFFD) ||
        (c >= 0x10000 && c <= 0xEFFFF));
}
exports.isNameStartChar = isNameStartChar;
/**
 * Determines whether a codepoint matches the ``NAME_CHAR`` production.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``NAME_CHAR``.
 */
function isNameChar(c) {
    return isNameStartChar(c) ||
        (c >= 0x30 && c <= 0x39) ||
        c === 0x2D ||
        c === 0x2E ||
        c === 0xB7 ||
        (c >= 0x0300 && c <= 0x036F) ||
        (c >= 0x203F && c <= 0x2040);
}
exports.isNameChar = isNameChar;
//# sourceMappingURL=ed5.js.map

/***/ }),

/***/ 4488:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Character classes and associated utilities for the 2nd edition of XML 1.1.
 *
 * @author Louis-Dominique Dubeau
 * @license MIT
 * @copyright Louis-Dominique Dubeau
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
//
// Fragments.
//
exports.CHAR = "\u0001-\uD7FF\uE000-\uFFFD\uD800\uDC00-\uDBFF\uDFFF";
exports.RESTRICTED_CHAR = "\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F";
exports.S = " \t\r\n";
// tslint:disable-next-line:max-line-length
exports.NAME_START_CHAR = ":A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\uD800\uDC00-\uDB7F\uDFFF";
exports.NAME_CHAR = "-" + exports.NAME_START_CHAR + ".0-9\u00B7\u0300-\u036F\u203F-\u2040";
//
// Regular expressions.
//
exports.CHAR_RE = new RegExp("^[" + exports.CHAR + "]$", "u");
exports.RESTRICTED_CHAR_RE = new RegExp("^[" + exports.RESTRICTED_CHAR + "]$", "u");
exports.S_RE = new RegExp("^[" + exports.S + "]+$", "u");
exports.NAME_START_CHAR_RE = new RegExp("^[" + exports.NAME_START_CHAR + "]$", "u");
exports.NAME_CHAR_RE = new RegExp("^[" + exports.NAME_CHAR + "]$", "u");
exports.NAME_RE = new RegExp("^[" + exports.NAME_START_CHAR + "][" + exports.NAME_CHAR + "]*$", "u");
exports.NMTOKEN_RE = new RegExp("^[" + exports.NAME_CHAR + "]+$", "u");
var TAB = 9;
var NL = 0xA;
var CR = 0xD;
var SPACE = 0x20;
//
// Lists.
//
/** All characters in the ``S`` production. */
exports.S_LIST = [SPACE, NL, CR, TAB];
/**
 * Determines whether a codepoint matches the ``CHAR`` production.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``CHAR``.
 */
function isChar(c) {
    return (c >= 0x0001 && c <= 0xD7FF) ||
        (c >= 0xE000 && c <= 0xFFFD) ||
        (c >= 0x10000 && c <= 0x10FFFF);
}
exports.isChar = isChar;
/**
 * Determines whether a codepoint matches the ``RESTRICTED_CHAR`` production.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``RESTRICTED_CHAR``.
 */
function isRestrictedChar(c) {
    return (c >= 0x1 && c <= 0x8) ||
        c === 0xB ||
        c === 0xC ||
        (c >= 0xE && c <= 0x1F) ||
        (c >= 0x7F && c <= 0x84) ||
        (c >= 0x86 && c <= 0x9F);
}
exports.isRestrictedChar = isRestrictedChar;
/**
 * Determines whether a codepoint matches the ``CHAR`` production and does not
 * match the ``RESTRICTED_CHAR`` production. ``isCharAndNotRestricted(x)`` is
 * equivalent to ``isChar(x) && !isRestrictedChar(x)``. This function is faster
 * than running the two-call equivalent.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``CHAR`` and does not match
 * ``RESTRICTED_CHAR``.
 */
function isCharAndNotRestricted(c) {
    return (c === 0x9) ||
        (c === 0xA) ||
        (c === 0xD) ||
        (c > 0x1F && c < 0x7F) ||
        (c === 0x85) ||
        (c > 0x9F && c <= 0xD7FF) ||
        (c >= 0xE000 && c <= 0xFFFD) ||
        (c >= 0x10000 && c <= 0x10FFFF);
}
exports.isCharAndNotRestricted = isCharAndNotRestricted;
/**
 * Determines whether a codepoint matches the ``S`` (space) production.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``S``.
 */
function isS(c) {
    return c === SPACE || c === NL || c === CR || c === TAB;
}
exports.isS = isS;
/**
 * Determines whether a codepoint matches the ``NAME_START_CHAR`` production.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``NAME_START_CHAR``.
 */
// tslint:disable-next-line:cyclomatic-complexity
function isNameStartChar(c) {
    return ((c >= 0x41 && c <= 0x5A) ||
        (c >= 0x61 && c <= 0x7A) ||
        c === 0x3A ||
        c === 0x5F ||
        c === 0x200C ||
        c === 0x200D ||
        (c >= 0xC0 && c <= 0xD6) ||
        (c >= 0xD8 && c <= 0xF6) ||
        (c >= 0x00F8 && c <= 0x02FF) ||
        (c >= 0x0370 && c <= 0x037D) ||
        (c >= 0x037F && c <= 0x1FFF) ||
        (c >= 0x2070 && c <= 0x218F) ||
        (c >= 0x2C00 && c <= 0x2FEF) ||
        (c >= 0x3001 && c <= 0xD7FF) ||
        (c >= 0xF900 && c <= 0xFDCF) ||
        (c >= 0xFDF0 && c <= 0xFFFD) ||
        (c >= 0x10000 && c <= 0xEFFFF));
}
exports.isNameStartChar = isNameStartChar;
/**
 * Determines whether a codepoint matches the ``NAME_CHAR`` production.
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches ``NAME_CHAR``.
 */
function isNameChar(c) {
    return isNameStartChar(c) ||
        (c >= 0x30 && c <= 0x39) ||
        c === 0x2D ||
        c === 0x2E ||
        c === 0xB7 ||
        (c >= 0x0300 && c <= 0x036F) ||
        (c >= 0x203F && c <= 0x2040);
}
exports.isNameChar = isNameChar;
//# sourceMappingURL=ed2.js.map

/***/ }),

/***/ 5699:
/***/ ((__unused_webpack_module, exports) => {


/**
 * Character class utilities for XML NS 1.0 edition 3.
 *
 * @author Louis-Dominique Dubeau
 * @license MIT
 * @copyright Louis-Dominique Dubeau
 */
Object.defineProperty(exports, "__esModule", ({ value: true }));
//
// Fragments.
//
// tslint:disable-next-line:max-line-length
exports.NC_NAME_START_CHAR = "A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\uD800\uDC00-\uDB7F\uDFFF";
exports.NC_NAME_CHAR = "-" + exports.NC_NAME_START_CHAR + ".0-9\u00B7\u0300-\u036F\u203F-\u2040";
//
// Regular expressions.
//
exports.NC_NAME_START_CHAR_RE = new RegExp("^[" + exports.NC_NAME_START_CHAR + "]$", "u");
exports.NC_NAME_CHAR_RE = new RegExp("^[" + exports.NC_NAME_CHAR + "]$", "u");
exports.NC_NAME_RE = new RegExp("^[" + exports.NC_NAME_START_CHAR + "][" + exports.NC_NAME_CHAR + "]*$", "u");
/**
 * Determines whether a codepoint matches [[NC_NAME_START_CHAR]].
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches.
 */
// tslint:disable-next-line:cyclomatic-complexity
function isNCNameStartChar(c) {
    return ((c >= 0x41 && c <= 0x5A) ||
        c === 0x5F ||
        (c >= 0x61 && c <= 0x7A) ||
        (c >= 0xC0 && c <= 0xD6) ||
        (c >= 0xD8 && c <= 0xF6) ||
        (c >= 0x00F8 && c <= 0x02FF) ||
        (c >= 0x0370 && c <= 0x037D) ||
        (c >= 0x037F && c <= 0x1FFF) ||
        (c >= 0x200C && c <= 0x200D) ||
        (c >= 0x2070 && c <= 0x218F) ||
        (c >= 0x2C00 && c <= 0x2FEF) ||
        (c >= 0x3001 && c <= 0xD7FF) ||
        (c >= 0xF900 && c <= 0xFDCF) ||
        (c >= 0xFDF0 && c <= 0xFFFD) ||
        (c >= 0x10000 && c <= 0xEFFFF));
}
exports.isNCNameStartChar = isNCNameStartChar;
/**
 * Determines whether a codepoint matches [[NC_NAME_CHAR]].
 *
 * @param c The code point.
 *
 * @returns ``true`` if the codepoint matches.
 */
function isNCNameChar(c) {
    return isNCNameStartChar(c) ||
        (c === 0x2D ||
            c === 0x2E ||
            (c >= 0x30 && c <= 0x39) ||
            c === 0x00B7 ||
            (c >= 0x0300 && c <= 0x036F) ||
            (c >= 0x203F && c <= 0x2040));
}
exports.isNCNameChar = isNCNameChar;
//# sourceMappingURL=ed3.js.map

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 5472:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3136);
/* harmony import */ var _core_workers_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6399);
/* harmony import */ var _core_version_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8614);
/* harmony import */ var _report_neutralise_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9697);
/* harmony import */ var _run_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(2934);
/**
 * The `sitemap-contract` command (bundled into dist/cli.js). Exit codes: 0 passed, 1 findings at
 * or above `--fail-on`, 2 usage or configuration error (also for an internal error).
 *
 * The same file serves as a file worker thread when a run judges many files in parallel.
 */





if ((0,_core_workers_js__WEBPACK_IMPORTED_MODULE_1__/* .isFileWorker */ .$b)()) {
    (0,_core_workers_js__WEBPACK_IMPORTED_MODULE_1__/* .serveFileWorker */ ._4)();
}
else {
    // A reader that goes away (`| head`) is not an error of ours: end quietly.
    process.stdout.on('error', (e) => {
        if (e.code === 'EPIPE')
            process.exit(typeof process.exitCode === 'number' ? process.exitCode : 0);
        throw e;
    });
    try {
        const r = await (0,_run_js__WEBPACK_IMPORTED_MODULE_3__/* .runCli */ .ak)(process.argv.slice(2), process.env, process.stdout.isTTY === true, { workerScript: (0,node_url__WEBPACK_IMPORTED_MODULE_0__.fileURLToPath)(import.meta.url) });
        if (r.stdout)
            process.stdout.write(r.stdout);
        if (r.stderr)
            process.stderr.write(r.stderr);
        process.exitCode = r.code;
    }
    catch (e) {
        process.stderr.write(`${_core_version_js__WEBPACK_IMPORTED_MODULE_4__/* .TOOL_NAME */ .l}: internal error: ${(0,_report_neutralise_js__WEBPACK_IMPORTED_MODULE_2__/* .neutralise */ .$0)(String(e?.stack ?? e))}\n`);
        process.exitCode = 2;
    }
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 2934:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  ak: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: OPTIONS, helpText

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
// EXTERNAL MODULE: ./build/core/policy.js
var core_policy = __nccwpck_require__(6390);
// EXTERNAL MODULE: ./build/core/version.js
var version = __nccwpck_require__(8614);
;// CONCATENATED MODULE: ./build/core/report-files.js
/**
 * The report files that the settings `report-file` and `sarif-file` name, written by the action
 * and by the command line alike. The names may come from the config file of a pull request, so a
 * report file stays inside the workspace, never goes through a symlink, never goes into `.git`,
 * and only ever creates a file or replaces an earlier report of this tool: a config file cannot
 * turn the run into a way of overwriting the sitemaps, the config file itself or any other file.
 */



/** A report file that may not be written; the message names the setting and says what to do. */
class ReportFileError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ReportFileError';
    }
}
/** True when `candidate` is `root` itself or below it (absolute paths). */
function within(root, candidate) {
    const rel = external_node_path_.relative(root, candidate);
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !external_node_path_.isAbsolute(rel));
}
/**
 * The path `file` (absolute) names once the symlinks of its existing folders are resolved: two
 * spellings of one target (`./r.json`, `self/r.json` through a symlink to `.`) give the same string.
 */
function canonicalPath(file) {
    let dir = external_node_path_.dirname(file);
    const rest = [external_node_path_.basename(file)];
    while (!(0,external_node_fs_.existsSync)(dir) && external_node_path_.dirname(dir) !== dir) {
        rest.unshift(external_node_path_.basename(dir));
        dir = external_node_path_.dirname(dir);
    }
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(dir);
    }
    catch {
        real = dir;
    }
    return external_node_path_.join(real, ...rest);
}
/** True when `a` and `b` (absolute) name the same file: the same canonical path, or the same existing file (a hard link). */
function sameFile(a, b) {
    if (canonicalPath(a) === canonicalPath(b))
        return true;
    const sa = statOrUndefined(a);
    const sb = statOrUndefined(b);
    return sa !== undefined && sb !== undefined && sa.dev === sb.dev && sa.ino === sb.ino;
}
/** The file's stat, or undefined when it cannot be had (missing, a path through a file, a loop of symlinks...). */
function statOrUndefined(file) {
    try {
        return (0,external_node_fs_.statSync)(file);
    }
    catch {
        return undefined;
    }
}
/** A file name to suggest for `setting`. */
function exampleFor(setting) {
    return setting === 'sarif-file' ? 'reports/sitemaps.sarif' : 'reports/sitemaps.json';
}
/** How the reports of this tool begin, byte for byte (renderJson and renderSarif write them so). */
const REPORT_OPENINGS = [
    `{\n  "version": 1,\n  "tool": {\n    "name": ${JSON.stringify(version/* TOOL_NAME */.l)},`,
    `{\n  "$schema": "https://json.schemastore.org/sarif-2.1.0.json",\n  "version": "2.1.0",\n  "runs": [\n    {\n      "tool": {\n        "driver": {\n          "name": ${JSON.stringify(version/* TOOL_NAME */.l)},`,
];
/** True when the file at `file` is empty or begins exactly as a JSON or SARIF report of this tool does. */
function isEarlierReport(file) {
    const fd = (0,external_node_fs_.openSync)(file, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    try {
        const head = Buffer.alloc(Math.max(...REPORT_OPENINGS.map((o) => o.length)));
        const n = (0,external_node_fs_.readSync)(fd, head, 0, head.length, 0);
        const text = head.subarray(0, n).toString('utf8');
        return n === 0 || REPORT_OPENINGS.some((opening) => text.startsWith(opening));
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Refuses a report file that `writeReportFile` would refuse, before anything is judged: the
 * action and the command line check both report files with the other settings, so a refused name
 * fails the run at once instead of after the whole check.
 *
 * @param file an absolute path; `setting` the setting that named it (`report-file` or `sarif-file`).
 * @throws ReportFileError (naming `setting`) when the path leads outside the workspace (also
 *   through a symlinked folder), goes into a `.git` folder, is a symlink, is not a regular file,
 *   or is an existing file that is not empty and does not begin as a JSON or SARIF report of this
 *   tool does.
 */
function checkReportFile(workspace, file, setting) {
    const shown = JSON.stringify(external_node_path_.relative(workspace, file).split(external_node_path_.sep).join('/'));
    const root = (0,external_node_fs_.realpathSync)(workspace);
    if (!within(external_node_path_.resolve(workspace), file) || file === external_node_path_.resolve(workspace)) {
        throw new ReportFileError(`${setting}: ${shown} is not a file inside the workspace; give a path inside it, e.g. ${exampleFor(setting)}.`);
    }
    const target = canonicalPath(file);
    if (!within(root, target) || target === root) {
        throw new ReportFileError(`${setting}: ${shown} leads outside the workspace through a symlink; give a path inside the workspace.`);
    }
    if (external_node_path_.relative(root, target).split(external_node_path_.sep).some((part) => part.toLowerCase() === '.git')) {
        throw new ReportFileError(`${setting}: ${shown} is inside a .git folder; give a path outside it, e.g. ${exampleFor(setting)}.`);
    }
    // Each folder on the way that exists must be a folder, or a symlink to one (a dangling symlink
    // would only fail when the report is written, after the whole check).
    const rel = external_node_path_.relative(external_node_path_.resolve(workspace), external_node_path_.dirname(file));
    let dir = external_node_path_.resolve(workspace);
    for (const part of rel === '' ? [] : rel.split(external_node_path_.sep)) {
        dir = external_node_path_.join(dir, part);
        const info = (0,external_node_fs_.lstatSync)(dir, { throwIfNoEntry: false });
        if (!info)
            break;
        if (info.isSymbolicLink() && statOrUndefined(dir) === undefined) {
            throw new ReportFileError(`${setting}: ${shown} goes through the symlink ${JSON.stringify(external_node_path_.relative(workspace, dir).split(external_node_path_.sep).join('/'))}, whose target does not exist; give a path through folders that exist or can be created.`);
        }
        if (!(statOrUndefined(dir)?.isDirectory() ?? false)) {
            throw new ReportFileError(`${setting}: ${shown} goes through ${JSON.stringify(external_node_path_.relative(workspace, dir).split(external_node_path_.sep).join('/'))}, which is a file, not a folder; give another path.`);
        }
    }
    const existing = (0,external_node_fs_.lstatSync)(file, { throwIfNoEntry: false });
    if (existing?.isSymbolicLink())
        throw new ReportFileError(`${setting}: ${shown} is a symlink; give the path of a regular file.`);
    if (existing && !existing.isFile())
        throw new ReportFileError(`${setting}: ${shown} is ${existing.isDirectory() ? 'a folder' : 'not a regular file'}; give the path of a file.`);
    if (existing && !isEarlierReport(file)) {
        throw new ReportFileError(`${setting}: ${shown} is an existing file that is not a report of ${version/* TOOL_NAME */.l}; it was left as it is. Name a new file, e.g. ${exampleFor(setting)}.`);
    }
}
/**
 * The refusals of the report files `reports` names (setting and name, relative to `workspace`;
 * empty names skipped) before anything is judged: each as checkReportFile judges it, and two that
 * would overwrite each other (the same file, or one the folder of the other). Returns one message
 * per refusal, naming its setting; none when both can be written.
 */
function reportFileRefusals(workspace, reports) {
    const refusals = [];
    const accepted = [];
    for (const [setting, name] of reports) {
        if (!name)
            continue;
        const folder = namesFolder(setting, name);
        if (folder !== undefined) {
            refusals.push(folder);
            continue;
        }
        const file = external_node_path_.resolve(workspace, name);
        try {
            checkReportFile(workspace, file, setting);
            accepted.push({ setting, name, file: canonicalPath(file) });
        }
        catch (e) {
            refusals.push(writeFailure(setting, name, e));
        }
    }
    for (let i = 0; i < accepted.length; i++) {
        for (let j = i + 1; j < accepted.length; j++) {
            const a = accepted[i];
            const b = accepted[j];
            if (a.file === b.file)
                refusals.push(`${b.setting}: ${JSON.stringify(b.name)} is also the ${a.setting}; give each report a file of its own.`);
            else if (within(a.file, b.file) || within(b.file, a.file)) {
                const [folder, inside] = within(a.file, b.file) ? [a, b] : [b, a];
                refusals.push(`${folder.setting}: ${JSON.stringify(folder.name)} would be the folder of the ${inside.setting} ${JSON.stringify(inside.name)}; give each report a file of its own.`);
            }
        }
    }
    return refusals;
}
/**
 * Writes `content` (UTF-8) at `file`, an absolute path inside `workspace`, creating missing
 * folders (mode 0644 for the file). The path is checked again first (see checkReportFile): the
 * run may have created files since.
 *
 * @param setting the setting that named the file (`report-file` or `sarif-file`), for messages.
 * @param checked the files the run judged (paths relative to `workspace`): none is replaced.
 * @throws ReportFileError as checkReportFile does, and for a checked file; the file system's own
 *   error (EACCES, EISDIR, ENOTDIR...) when the file cannot be written.
 */
function writeReportFile(workspace, file, content, setting, checked = []) {
    checkReportFile(workspace, file, setting);
    // An empty sitemap would be "an earlier report": a file the run judged is never replaced.
    const judged = (0,external_node_fs_.existsSync)(file) ? checked.find((p) => sameFile(external_node_path_.resolve(workspace, p), file)) : undefined;
    if (judged !== undefined) {
        throw new ReportFileError(`${setting}: ${JSON.stringify(external_node_path_.relative(workspace, file).split(external_node_path_.sep).join('/'))} is one of the checked files (${JSON.stringify(judged)}); it was left as it is. Name another file, e.g. ${exampleFor(setting)}.`);
    }
    (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(file), { recursive: true });
    writeNoFollow(file, content);
}
/**
 * The refusal of a report file name written as a folder (`reports/`, `.`, `..`): resolved, it would
 * name a file `reports` (or the folder itself); or of an empty name. Undefined for the name of a file.
 */
function namesFolder(setting, name) {
    if (name === '')
        return `${setting}: the file name is empty; name the report file, e.g. "sitemap-report.json".`;
    if (!/(^|[\\/])\.{0,2}$/.test(name))
        return undefined;
    return `${setting}: ${JSON.stringify(name)} names a folder; name the report file, e.g. ${JSON.stringify(`${name.replace(/[\\/]+$/, '') || '.'}/sitemap-report.json`)}.`;
}
/**
 * Writes the `--output` file of the command line: a path the user typed, so it may lie outside
 * the workspace, but one written inside it never goes through a symlink that leads out, and the
 * file itself is never a symlink (a checkout may plant either: `report.json -> ~/.bashrc`). The
 * file is created or replaced (mode 0644), opened without following a symlink.
 *
 * @throws ReportFileError for a symlink or a path that leads out of `workspace` through one; the
 *   file system's own error when the file cannot be written.
 */
function writeOutputFile(workspace, file, content) {
    const shown = JSON.stringify(external_node_path_.relative(workspace, file).split(external_node_path_.sep).join('/') || file);
    const existing = (0,external_node_fs_.lstatSync)(file, { throwIfNoEntry: false });
    if (existing?.isSymbolicLink())
        throw new ReportFileError(`--output: ${shown} is a symlink; give the path of a regular file.`);
    if (within(external_node_path_.resolve(workspace), file)) {
        let root;
        try {
            root = (0,external_node_fs_.realpathSync)(workspace);
        }
        catch {
            root = external_node_path_.resolve(workspace);
        }
        if (!within(root, canonicalPath(file)))
            throw new ReportFileError(`--output: ${shown} leads outside the working directory through a symlink; give another path.`);
    }
    writeNoFollow(file, content);
}
/** Creates or replaces `file` (mode 0644) with `content`, opened without following a symlink or blocking. */
function writeNoFollow(file, content) {
    const flags = external_node_fs_.constants.O_WRONLY | external_node_fs_.constants.O_CREAT | external_node_fs_.constants.O_TRUNC | (external_node_fs_.constants.O_NOFOLLOW ?? 0) | (external_node_fs_.constants.O_NONBLOCK ?? 0);
    const fd = (0,external_node_fs_.openSync)(file, flags, 0o644);
    try {
        (0,external_node_fs_.writeFileSync)(fd, content);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** The message for a report file that could not be written: a ReportFileError's own, or the file system's error code. */
function writeFailure(setting, name, e) {
    return e instanceof ReportFileError ? e.message : `${setting}: cannot write ${JSON.stringify(name)} (${e.code ?? e.message}).`;
}

// EXTERNAL MODULE: ./build/core/discover.js + 6 modules
var discover = __nccwpck_require__(4910);
// EXTERNAL MODULE: ./build/core/rules.js + 1 modules
var core_rules = __nccwpck_require__(4483);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
// EXTERNAL MODULE: ./build/core/engine.js + 21 modules
var engine = __nccwpck_require__(3810);
// EXTERNAL MODULE: ./build/core/entries.js
var entries = __nccwpck_require__(6114);
// EXTERNAL MODULE: ./build/core/sink.js
var core_sink = __nccwpck_require__(4875);
;// CONCATENATED MODULE: ./build/core/shard.js
/**
 * Shards: a deterministic split of a run's files, so one huge site can be checked by several
 * jobs (a GitHub Actions matrix) and the JSON reports merged afterwards (`sitemap-contract merge`).
 * A file belongs to shard `hash(path) mod n`, with a stable hash of its workspace-relative path:
 * adding or removing a file never moves the others to another shard.
 */

/** Most shards a run can be split into. */
const MAX_SHARDS = 1000;
/** The one rule of a shard, for the CLI form and the library's object alike: 1 \u2264 index \u2264 count \u2264 1000. */
function isShard(index, count) {
    return Number.isSafeInteger(index) && Number.isSafeInteger(count) && index >= 1 && index <= count && count <= MAX_SHARDS;
}
/** Parses `i/n` (1 \u2264 i \u2264 n \u2264 1000). Throws PolicyError naming `shard` otherwise. */
function parseShard(value) {
    const m = /^\s*(\d{1,4})\s*\/\s*(\d{1,4})\s*$/.exec(value);
    const index = m ? Number(m[1]) : NaN;
    const count = m ? Number(m[2]) : NaN;
    if (!isShard(index, count)) {
        throw new core_policy/* PolicyError */.pn('shard', `shard: ${JSON.stringify(value)} is not accepted; write i/n with 1 \u2264 i \u2264 n \u2264 ${MAX_SHARDS}, e.g. 2/4.`);
    }
    return { index, count };
}
/**
 * Validates a shard given to the library: an object `{ index, count }` of whole numbers with
 * 1 \u2264 index \u2264 count \u2264 1000 (index counts from 1, as `--shard i/n` does). Returns a copy. Throws
 * PolicyError naming `shard` otherwise (a string such as "2/4" too: the message gives the object).
 */
function checkShard(value) {
    let shown = (0,core_policy/* shownValue */.JJ)(value);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const { index, count } = value;
        if (isShard(index, count))
            return { index: index, count: count };
        shown = `{ index: ${(0,core_policy/* shownValue */.JJ)(index)}, count: ${(0,core_policy/* shownValue */.JJ)(count)} }`;
    }
    let example = '{ index: 2, count: 4 }';
    if (typeof value === 'string') {
        try {
            const parsed = parseShard(value);
            example = `{ index: ${parsed.index}, count: ${parsed.count} }`;
        }
        catch {
            // Not the CLI form either: the general example stands.
        }
    }
    throw new core_policy/* PolicyError */.pn('shard', `shard: ${shown} is not accepted; give an object { index, count } of whole numbers with 1 \u2264 index \u2264 count \u2264 ${MAX_SHARDS} (index counts from 1), e.g. ${example}.`);
}
/** FNV-1a, 32 bits, over the UTF-16 code units of `s`. */
function fnv1a(s) {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) {
        h ^= s.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h;
}
/** True when the file at workspace-relative `path` belongs to `shard`. */
function inShard(path, shard) {
    return fnv1a(path) % shard.count === shard.index - 1;
}

// EXTERNAL MODULE: ./build/core/site.js
var core_site = __nccwpck_require__(4439);
// EXTERNAL MODULE: ./build/core/workers.js + 1 modules
var core_workers = __nccwpck_require__(6399);
;// CONCATENATED MODULE: ./build/core/run.js
/**
 * A run: discover the files of a workspace, judge each, follow the sitemaps that robots.txt files
 * and sitemap indexes name (with `base-url`), run the set-level checks, and total the findings.
 */












/**
 * Validates the `workers` option of a run: returns a copy whose script is an absolute path.
 * Throws TypeError naming the bad field.
 */
function checkWorkerOptions(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new TypeError(`workers: ${(0,core_policy/* shownValue */.JJ)(value)} is not accepted; give { script, size? }, such as { script: "node_modules/sitemap-contract/dist/cli.js", size: 4 }.`);
    }
    const { script, size } = value;
    if (typeof script !== 'string' || script.trim() === '' || script.includes('\0')) {
        throw new TypeError(`workers.script: ${(0,core_policy/* shownValue */.JJ)(script)} is not accepted; give the path of an ES module file that serves file tasks, such as the package's dist/cli.js.`);
    }
    const absolute = external_node_path_.resolve(script);
    let isFile = false;
    try {
        isFile = (0,external_node_fs_.statSync)(absolute).isFile();
    }
    catch {
        isFile = false;
    }
    if (!isFile) {
        throw new TypeError(`workers.script: ${(0,core_policy/* shownValue */.JJ)(script)} is not a file (looked for ${absolute}); give the path of an ES module file that serves file tasks, such as the package's dist/cli.js.`);
    }
    if (size !== undefined && !(0,core_workers/* isThreadCount */.CA)(size)) {
        throw new TypeError(`workers.size: ${(0,core_policy/* shownValue */.JJ)(size)} is not accepted; use a whole number from 1 to ${core_workers/* MAX_THREADS */.J$}, or leave it out for one thread per core.`);
    }
    return size === undefined ? { script: absolute } : { script: absolute, size };
}
/** Throws TypeError unless the options of `call` are an object (or not given) whose `cwd`, when given, is a path. */
function checkOptionsObject(call, options) {
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
        throw new TypeError(`${call}: options must be an object.`);
    }
    const cwd = options.cwd;
    if (cwd !== undefined && (typeof cwd !== 'string' || cwd.includes('\0'))) {
        throw new TypeError(`${call}: options.cwd, when given, must be a string: the path of the workspace folder.`);
    }
}
/** True for an object of DiscoveredFile's shape: a `path` and an `absolute` string, and a string `problem` when any. */
function isDiscoveredFile(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const f = value;
    return typeof f.path === 'string' && typeof f.absolute === 'string' && (f.problem === undefined || typeof f.problem === 'string');
}
/** Files judged at once on the calling thread; the report order does not depend on it. */
const CONCURRENCY = 2;
/** The entries of a file that has none to hand over (an unreadable one). */
const NO_ENTRIES = new entries/* EntryColumns */.cm(0);
/** Below this many files, starting worker threads costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 4;
/**
 * Below this average file size (bytes, from a sample), handing files to threads costs more than
 * it saves: measured on 20,000 sitemaps of 1.3 KB, worker threads took 2.3 times as long as the
 * main thread alone.
 */
const MIN_AVERAGE_BYTES_FOR_WORKERS = 64 * 1024;
/**
 * Below this total size (bytes, estimated from the sample), two threads on two cores saved
 * nothing: each thread loads the bundle and runs its code cold. Measured (median of 3, --threads 2
 * against 1): 40 files of 850 KB (34 MB) 1.21 s against 1.18 s; 16 of 2.6 MB (41 MB) 1.31 against
 * 1.40; 20 of 5 MB and 80 of 1.3 MB (102 MB) 2.40 against 3.11 and 2.37 against 3.09; 20 of
 * 11 MB 4.4 against 6.2.
 */
const MIN_TOTAL_BYTES_FOR_WORKERS = 48 * 1024 * 1024;
/** True when threads pay off for `count` files of `average` bytes (see the two limits above). */
function paysOff(average, count) {
    return average >= MIN_AVERAGE_BYTES_FOR_WORKERS && average * count >= MIN_TOTAL_BYTES_FOR_WORKERS;
}
/** Average size in bytes of up to 16 files spread over `files` (unreadable ones count as 0). */
async function averageBytes(files) {
    const n = Math.min(16, files.length);
    const step = files.length / n;
    const sizes = await Promise.all(Array.from({ length: n }, (_, i) => (0,promises_.stat)(files[Math.floor(i * step)].absolute).then((s) => (s.isFile() ? s.size : 0), () => 0)));
    return sizes.reduce((a, b) => a + b, 0) / n;
}
/**
 * Judges one file. `dropped`, when given, receives the findings the per-file cap left out, by
 * rule, under the file's path (the checks across files merge theirs into one notice).
 */
async function judge(file, policy, callbacks = {}, check = engine/* checkFile */.vH, dropped) {
    if (file.problem) {
        const sink = new core_sink/* FindingSink */.RQ(policy);
        sink.add('file-unreadable', `The file cannot be read: ${file.problem}.`);
        return { path: file.path, kind: 'unknown', bytes: 0, entries: 0, findings: sink.sorted() };
    }
    const r = await check(file.absolute, file.path, policy, callbacks);
    if (r.dropped && dropped)
        dropped.set(file.path, r.dropped);
    // Exact counts, findings left out by the per-file cap included (see FindingSink).
    const counts = r.counts ?? (0,core_sink/* findingCounts */.s_)(r.findings);
    return { path: file.path, kind: r.kind, bytes: r.bytes, entries: r.entries, findings: r.findings, counts };
}
/**
 * Totals and verdict of a set of file results. A file's `counts`, when present, are its exact
 * counts (findings left out by the per-file cap included); otherwise its findings are counted.
 * `policy` is used as it is when resolvePolicy returned it; anything else is resolved first
 * (PolicyError for a bad one). The result's `policy` is the resolved, frozen one. Throws
 * TypeError for `files` that are not an array of file results or `notes` that are not strings.
 */
function summarise(policyInput, files, notes = [], site) {
    const policy = (0,core_policy/* resolvePolicy */.nZ)(policyInput);
    // An array with holes is refused before the loop counts up to its length (up to 2^32 - 1).
    if (!Array.isArray(files) || Object.keys(files).length !== files.length || !files.every(isFileResult)) {
        throw new TypeError('summarise(policy, files, notes, site): files must be an array without holes of file results ({ path, kind, bytes, entries, findings, counts? }), such as a run\'s files.');
    }
    if (!(0,core_policy/* isStringList */.e6)(notes))
        throw new TypeError('summarise(policy, files, notes, site): notes, when given, must be an array of strings.');
    const totals = { files: files.length, entries: 0, errors: 0, warnings: 0, notices: 0 };
    let passed = true;
    for (const f of files) {
        totals.entries += f.entries;
        const c = f.counts ?? (0,core_sink/* findingCounts */.s_)(f.findings);
        totals.errors += c.errors;
        totals.warnings += c.warnings;
        totals.notices += c.notices;
        if ((c.errors > 0 && (0,core_policy/* failsRun */.FR)('error', policy.failOn)) || (c.warnings > 0 && (0,core_policy/* failsRun */.FR)('warning', policy.failOn)) || (c.notices > 0 && (0,core_policy/* failsRun */.FR)('notice', policy.failOn))) {
            passed = false;
        }
    }
    const run = { policy, files, totals, passed, notes };
    if (site)
        run.site = site;
    return run;
}
/** True for an object with what summarise counts of a file result: `entries` and `findings`, and `counts` of numbers when present. */
function isFileResult(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const f = value;
    if (typeof f.entries !== 'number' || !Array.isArray(f.findings))
        return false;
    if (f.counts === undefined)
        return true;
    const c = f.counts;
    return typeof c === 'object' && c !== null && typeof c.errors === 'number' && typeof c.warnings === 'number' && typeof c.notices === 'number';
}
/** How the note of a shard's run begins (merge leaves these notes out). */
const SHARD_NOTE_START = 'This run is shard ';
/** The note of a shard that holds no file (merge leaves it out too). */
const NO_FILE_IN_SHARD_NOTE = 'No file of the run falls in this shard.';
/**
 * Judges the given files (already discovered), then the sitemaps they name that map to files in
 * `site-dir` (with `base-url`), each file once, and runs the set-level checks. Results are sorted
 * by path. Throws PolicyError for a bad policy (also a `site-dir` that is not a folder inside the
 * workspace) or a bad `shard`, TypeError for bad `workers` (see {@link WorkerOptions}), a `cwd`
 * that is not a string, or `files` that are not an array without holes of discovered files. The
 * files are read as given (`absolute`): pass what discover() returns, which keeps to the workspace.
 */
async function checkFiles(files, policyInput, options = {}) {
    // An array with holes is refused before `filter` counts up to its length (up to 2^32 - 1).
    if (!Array.isArray(files) || Object.keys(files).length !== files.length || !files.every(isDiscoveredFile)) {
        throw new TypeError('checkFiles(files, policy, options): files must be an array of discovered files without holes ({ path, absolute, problem? }, strings), such as discover() returns.');
    }
    const policy = (0,core_policy/* resolvePolicy */.nZ)(policyInput);
    checkOptionsObject('checkFiles(files, policy, options)', options);
    const shard = options.shard === undefined ? undefined : checkShard(options.shard);
    const wanted = options.workers === undefined ? undefined : checkWorkerOptions(options.workers);
    const site = new core_site/* SiteChecks */.N9(policy, external_node_path_.resolve(options.cwd ?? process.cwd()));
    const queue = files.filter((f) => site.register(f));
    const results = new Map();
    /** The findings each file's cap left out, by rule (see judge). */
    const droppedByFile = new Map();
    let workers;
    let limit = CONCURRENCY;
    let fileCheck = engine/* checkFile */.vH;
    // An explicit thread count is obeyed; otherwise threads are used where they pay off.
    if (wanted && (wanted.size !== undefined ? queue.length >= 2 : queue.length >= MIN_FILES_FOR_WORKERS && paysOff(await averageBytes(queue), queue.length))) {
        const size = Math.max(1, Math.min(wanted.size ?? (0,external_node_os_namespaceObject.availableParallelism)(), queue.length));
        const threads = new core_workers/* FileWorkers */.yZ(wanted.script, size);
        workers = threads;
        // Two files in flight per thread keep each busy while the other's result travels back.
        limit = size * 2;
        fileCheck = (absolute, display, p, callbacks) => threads.check(absolute, display, p, callbacks);
    }
    const check = async (file) => {
        // The checks across files keep at most max-urls entries (and entries with alternates) of a
        // file: a file past it is url-count already, and keeping millions of index entries or
        // robots.txt lines ran a run out of memory.
        let entries = NO_ENTRIES;
        let alternates = 0;
        const result = await judge(file, policy, {
            onEntries: (e) => (entries = e),
            ...(site.wantsAlternates
                ? {
                    onAlternates: (e) => {
                        if (alternates++ < policy.maxUrls)
                            site.addAlternates(file.path, e);
                    },
                }
                : {}),
        }, fileCheck, droppedByFile);
        results.set(file.path, result);
        // Sitemaps named by this file (index children, robots.txt lines) join the queue.
        for (const named of await site.afterFile(result, entries))
            queue.push(named);
    };
    try {
        await pool(queue, check, limit);
    }
    finally {
        await workers?.close();
    }
    const { site: report, notes } = await site.finish(results, droppedByFile);
    if (shard) {
        notes.unshift(`${SHARD_NOTE_START}${shard.index} of ${shard.count}: checks across files (duplicates across files, hreflang return links, unreferenced sitemaps) saw this shard's files only. Merge the shards' JSON reports with "sitemap-contract merge".`);
    }
    if (options.notes)
        notes.unshift(...options.notes);
    const sorted = [...results.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    if (files.length === 0)
        notes.unshift(shard ? NO_FILE_IN_SHARD_NOTE : 'No files matched the paths.');
    const run = summarise(policy, sorted, notes, report);
    if (shard)
        run.shard = shard;
    return run;
}
/** Runs `work` over `queue` with at most `limit` at once, including items pushed while it runs. */
function pool(queue, work, limit) {
    return new Promise((resolve, reject) => {
        let next = 0;
        let active = 0;
        let failed = false;
        const pump = () => {
            if (failed)
                return;
            if (next >= queue.length && active === 0) {
                resolve();
                return;
            }
            while (active < limit && next < queue.length) {
                const item = queue[next++];
                active++;
                work(item).then(() => {
                    active--;
                    pump();
                }, (e) => {
                    failed = true;
                    reject(e);
                });
            }
        };
        pump();
    });
}
/**
 * Discovers the files of `options.patterns` under `options.cwd` and judges them.
 * Throws PolicyError for a bad policy or `shard`, TypeError for bad `workers` (see
 * {@link WorkerOptions}), options that are not an object, a `cwd` that is not a string or patterns
 * that are not an array of strings; all before any file is read. Rejects with the file system's
 * error (ENOENT...) when `cwd` does not exist.
 */
async function checkWorkspace(options = {}) {
    checkOptionsObject('checkWorkspace(options)', options);
    if (options.patterns !== undefined && !(0,core_policy/* isStringList */.e6)(options.patterns)) {
        throw new TypeError('checkWorkspace(options): patterns, when given, must be an array of strings (globs, folders or files).');
    }
    const policy = (0,core_policy/* resolvePolicy */.nZ)(options.policy);
    const cwd = external_node_path_.resolve(options.cwd ?? process.cwd());
    // A bad site-dir, shard or workers option fails before any file is read.
    new core_site/* SiteChecks */.N9(policy, cwd);
    const shard = options.shard === undefined ? undefined : checkShard(options.shard);
    const workers = options.workers === undefined ? undefined : checkWorkerOptions(options.workers);
    const unmatched = [];
    const found = await (0,discover/* discover */.k4)(options.patterns ?? [], cwd, {
        onUnmatched: (p, kind) => unmatched.push(kind === 'folder'
            ? `The folder ${JSON.stringify(p)} of the paths holds no file the default patterns find (${discover/* DEFAULT_PATTERNS */.sz.join(', ')}), or the exclusions leave none; name its sitemaps, or a glob that matches them.`
            : `The pattern ${JSON.stringify(p)} of the paths matched no file to check; check it for a typo (or the exclusions), or remove it.`),
    });
    const files = shard ? found.filter((f) => inShard(f.path, shard)) : found;
    const more = { cwd };
    if (workers)
        more.workers = workers;
    // Paths that match nothing at all are no shard's share of a run: the run is not marked as a
    // shard, and the command line and the action fail on it as on any run that matched nothing
    // (every shard of such a run used to pass, and only the merge said so).
    if (shard && found.length > 0)
        more.shard = shard;
    // Only when something else matched: a run that matched nothing says so once.
    if (found.length > 0 && unmatched.length > 0) {
        more.notes = unmatched;
    }
    return checkFiles(files, policy, more);
}
/**
 * Streams the named files from disk and judges them (library API). Paths are relative to
 * `options.cwd` (default: the current directory), which is also the workspace: nothing outside it
 * is read. Throws PolicyError for a bad policy (and for paths that leave `cwd` or pass the limits
 * of `paths`), TypeError when `paths` is not an array of strings or `options.cwd` is not a string;
 * rejects with the file system's error (ENOENT...) when `cwd` does not exist.
 */
async function validateFiles(paths, policy, options = {}) {
    if (!isStringList(paths)) {
        throw new TypeError('validateFiles(paths, policy, options): paths must be an array of strings (globs, folders or files).');
    }
    if (typeof options !== 'object' || options === null || (options.cwd !== undefined && typeof options.cwd !== 'string')) {
        throw new TypeError('validateFiles(paths, policy, options): options must be an object whose cwd, when given, is a string.');
    }
    return checkWorkspace({ cwd: options.cwd, patterns: paths, policy });
}

// EXTERNAL MODULE: ./build/core/site-fs.js
var site_fs = __nccwpck_require__(5455);
;// CONCATENATED MODULE: ./build/core/settings.js
/**
 * Settings: the action inputs, CLI flags and config-file keys of INTERFACE.md, parsed and
 * validated once into a policy and run options. One name per setting (the action input name);
 * the CLI flag and the config key carry the same name. A bad value throws a PolicyError that
 * names the setting and the accepted values; nothing falls back silently.
 */








/** Every setting name (action input = CLI flag without `--` = config key). */
const SETTING_KEYS = [
    'paths',
    'profile',
    'hosts',
    'base-url',
    'site-dir',
    'require-https',
    'max-bytes',
    'max-urls',
    'lastmod',
    'rules',
    'check-pages',
    'fail-on',
    'max-annotations',
    'config',
    'sarif-file',
    'report-file',
    'now',
    'shard',
];
/** The config file looked for in the workspace when `config` is not given. */
const DEFAULT_CONFIG_FILE = '.sitemap-contract.yml';
/**
 * A bad value that came from the config file rather than from the action inputs or CLI flags.
 * The message starts with the file's name (relative to the workspace).
 */
class ConfigFileError extends core_policy/* PolicyError */.pn {
    /** The config file, relative to the workspace. */
    file;
    constructor(input, message, file) {
        super(input, message);
        this.name = 'ConfigFileError';
        this.file = file;
    }
}
/** The setting a PolicyError is about: `rules (loc-host)` -> `rules`. */
function settingOf(e) {
    return e.input.split(' ')[0] ?? e.input;
}
function given(v) {
    return v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
}
/** `value` as JSON for a message, at most about 100 characters; a value that holds itself (a YAML alias of its own node) is named so. */
function bad(key, value, accepted) {
    const shown = (0,core_policy/* shownValue */.JJ)(value);
    throw new core_policy/* PolicyError */.pn(key, `${key}: ${shown} is not accepted; ${accepted}.`);
}
/** A list from a YAML sequence or a newline/comma separated string. */
function list(key, v, commas) {
    if (Array.isArray(v)) {
        return v.map((x) => {
            if (typeof x !== 'string')
                bad(key, x, 'give a list of strings');
            return x.trim();
        }).filter((x) => x !== '');
    }
    if (typeof v !== 'string')
        bad(key, v, 'give a string or a list of strings');
    return v
        .split(commas ? /[\n,]/ : /\n/)
        .map((x) => x.trim())
        .filter((x) => x !== '');
}
/** One string value (a YAML scalar other than a string is refused), trimmed. */
function settings_text(key, v) {
    if (typeof v !== 'string')
        return bad(key, v, 'give a string');
    return v.trim();
}
function choice(key, v, accepted) {
    const s = typeof v === 'string' ? v.trim() : v;
    if (typeof s === 'string' && accepted.includes(s))
        return s;
    return bad(key, v, `use one of ${accepted.join(', ')}`);
}
function bool(key, v) {
    if (typeof v === 'boolean')
        return v;
    if (typeof v === 'string') {
        const s = v.trim().toLowerCase();
        if (s === 'true')
            return true;
        if (s === 'false')
            return false;
    }
    return bad(key, v, 'use true or false');
}
function integer(key, v, min) {
    let n;
    if (typeof v === 'number')
        n = v;
    else if (typeof v === 'string' && /^\s*\d+\s*$/.test(v))
        n = Number(v);
    if (n !== undefined && Number.isFinite(n) && n > Number.MAX_SAFE_INTEGER) {
        return bad(key, v, `use a whole number from ${min} to ${Number.MAX_SAFE_INTEGER} (larger numbers are not held exactly)`);
    }
    if (n === undefined || !Number.isSafeInteger(n) || n < min)
        return bad(key, v, `use a whole number of at least ${min}`);
    return n;
}
/** `id: severity` lines (or `id=severity`), or a YAML mapping. */
function rules(key, v) {
    const out = {};
    const add = (id, sev) => {
        if (!core_rules/* RULES_BY_ID */.kF.has(id))
            bad(key, id, 'name a rule id from the rule table (e.g. loc-fragment: error)');
        out[id] = choice(`${key} (${id})`, sev, core_policy/* SEVERITIES */.oC);
    };
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
        for (const [id, sev] of Object.entries(v))
            add(id, sev);
        return out;
    }
    for (const line of list(key, v, false)) {
        // A line starting with # is a comment (a block of the workflow file may hold some), and a
        // comment may follow the severity: `loc-fragment: error  # fragments are bugs here`.
        if (line.startsWith('#'))
            continue;
        const m = /^([^:=\s]+)\s*[:=]\s*([^\s#]+)(?:\s+#.*)?$/.exec(line);
        if (!m)
            bad(key, line, 'write rule-id: severity (one per line; on the command line --rule rule-id=severity), e.g. loc-fragment: error');
        add(m[1], m[2]);
    }
    return out;
}
/**
 * Validates raw settings. Unknown keys (from a config file) and bad values throw PolicyError.
 */
function parseSettings(raw) {
    for (const key of Object.keys(raw)) {
        if (!SETTING_KEYS.includes(key)) {
            // A key such as "foo bar" or a YAML complex key is shown quoted.
            const shown = /^[A-Za-z0-9_-]+$/.test(key) ? key : (0,core_policy/* shownValue */.JJ)(key.length > 100 ? `${key.slice(0, 100)}\u2026` : key);
            throw new core_policy/* PolicyError */.pn(key, `${shown}: is not a setting; the settings are ${SETTING_KEYS.join(', ')}.`);
        }
    }
    const policy = {};
    if (given(raw.profile))
        policy.profile = choice('profile', raw.profile, core_policy/* PROFILES */.jI);
    if (given(raw.hosts))
        policy.hosts = list('hosts', raw.hosts, true);
    if (given(raw['require-https']))
        policy.requireHttps = bool('require-https', raw['require-https']);
    if (given(raw['max-bytes']))
        policy.maxBytes = integer('max-bytes', raw['max-bytes'], 1);
    if (given(raw['max-urls']))
        policy.maxUrls = integer('max-urls', raw['max-urls'], 1);
    if (given(raw.lastmod))
        policy.lastmod = choice('lastmod', raw.lastmod, core_policy/* LASTMOD_MODES */.u_);
    if (given(raw.rules))
        policy.rules = rules('rules', raw.rules);
    if (given(raw['fail-on']))
        policy.failOn = choice('fail-on', raw['fail-on'], core_policy/* FAIL_ON */.d$);
    if (given(raw['max-annotations']))
        policy.maxAnnotations = integer('max-annotations', raw['max-annotations'], 0);
    if (given(raw['base-url']))
        policy.baseUrl = settings_text('base-url', raw['base-url']);
    if (given(raw['site-dir']))
        policy.siteDir = settings_text('site-dir', raw['site-dir']);
    if (given(raw['check-pages']))
        policy.checkPages = bool('check-pages', raw['check-pages']);
    if (given(raw.now)) {
        const s = settings_text('now', raw.now);
        let d = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(s) ? new Date(s) : new Date(NaN);
        // Date() rolls 2026-02-30 over to March; a date that does not exist is refused instead.
        const [y, mo, da] = s.slice(0, 10).split('-').map(Number);
        if (!Number.isNaN(d.getTime()) && (mo < 1 || mo > 12 || da < 1 || da > new Date(Date.UTC(y, mo, 0)).getUTCDate()))
            d = new Date(NaN);
        if (Number.isNaN(d.getTime()))
            bad('now', raw.now, 'use an ISO 8601 date or date-time with a zone, e.g. 2026-01-31T12:00:00Z');
        policy.now = d;
    }
    const settings = { paths: given(raw.paths) ? list('paths', raw.paths, false) : [], policy };
    const globs = (0,discover/* countGlobs */.zM)(settings.paths);
    if (globs > discover/* MAX_PATTERNS */.nP) {
        throw new core_policy/* PolicyError */.pn('paths', `paths: ${globs} glob patterns are given; at most ${discover/* MAX_PATTERNS */.nP} are accepted (a folder or a glob names many files at once).`);
    }
    for (const p of settings.paths) {
        const fault = (0,discover/* patternFault */.rG)(p);
        if (fault !== undefined)
            throw new core_policy/* PolicyError */.pn('paths', `paths: ${(0,core_policy/* shownValue */.JJ)(p)} ${fault}.`);
    }
    if (given(raw['report-file']))
        settings.reportFile = settings_text('report-file', raw['report-file']);
    if (given(raw['sarif-file']))
        settings.sarifFile = settings_text('sarif-file', raw['sarif-file']);
    if (given(raw.shard))
        settings.shard = parseShard(settings_text('shard', raw.shard));
    return settings;
}
/** Size of a config file read at most, in bytes (settings take a few hundred). */
const MAX_CONFIG_BYTES = 256 * 1024;
function cannotRead(file, why) {
    throw new core_policy/* PolicyError */.pn('config', `config: cannot read ${JSON.stringify(file)} (${why}).`);
}
/**
 * The text of a config file's bytes, which must be UTF-8 (a UTF-8 byte order mark is allowed):
 * a file saved as UTF-16 or in a legacy encoding would otherwise be read with replacement
 * characters, and a value such as a host would be refused or, worse, differ from what the
 * editor shows. Throws PolicyError (setting `config`) naming the first byte that is not UTF-8.
 */
function decodeConfig(file, bytes) {
    if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
        cannotRead(file, 'it is saved as UTF-16; save it as UTF-8');
    }
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
    // A byte that is not UTF-8 decodes to U+FFFD; one written in the file (EF BF BD) is no fault.
    // Byte offsets are counted on from the last U+FFFD, so the search stays linear.
    let offset = 0;
    let from = 0;
    for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) {
        offset += Buffer.byteLength(text.slice(from, i), 'utf8');
        from = i + 1;
        if (bytes[offset] === 0xef && bytes[offset + 1] === 0xbf && bytes[offset + 2] === 0xbd) {
            offset += 3;
            continue;
        }
        const line = text.slice(0, i).split('\n').length;
        const b = bytes[offset].toString(16).toUpperCase().padStart(2, '0');
        return cannotRead(file, `it is not UTF-8 text: line ${line} holds the byte 0x${b}, which is not valid UTF-8 there; save the file as UTF-8`);
    }
    return text;
}
/**
 * The text of a config file: a regular file (opened without blocking, so a FIFO or a device is
 * refused rather than read) of at most MAX_CONFIG_BYTES, and, when `workspace` is given, inside
 * it and outside its `.git` folder once symlinks are resolved (the file comes with the checkout,
 * and its values are quoted in messages).
 */
function readConfigText(file, workspace) {
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(file);
    }
    catch (e) {
        return cannotRead(file, e.code ?? e.message);
    }
    if (workspace !== undefined) {
        const rel = external_node_path_.relative((0,external_node_fs_.realpathSync)(workspace), real);
        if (rel === '')
            cannotRead(file, 'it is a folder');
        if (rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || external_node_path_.isAbsolute(rel)) {
            cannotRead(file, 'it is outside the workspace, or a symlink that leads outside it');
        }
        // The checkout's .git folder holds credentials and history, no settings: a symlink into it
        // from a pull request would have its lines quoted in error messages.
        if (rel.split(external_node_path_.sep).some((part) => part.toLowerCase() === '.git'))
            cannotRead(file, 'it is inside a .git folder, or a symlink that leads into one');
    }
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(real, external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0));
    }
    catch (e) {
        return cannotRead(file, e.code ?? e.message);
    }
    try {
        const info = (0,external_node_fs_.fstatSync)(fd);
        if (!info.isFile())
            cannotRead(file, info.isDirectory() ? 'it is a folder' : 'it is not a regular file');
        const buf = Buffer.alloc(MAX_CONFIG_BYTES + 1);
        let n = 0;
        for (;;) {
            const r = (0,external_node_fs_.readSync)(fd, buf, n, buf.length - n, null);
            if (r === 0)
                break;
            n += r;
            if (n === buf.length)
                cannotRead(file, `it is larger than ${MAX_CONFIG_BYTES} bytes`);
        }
        return decodeConfig(file, buf.subarray(0, n));
    }
    catch (e) {
        if (e instanceof core_policy/* PolicyError */.pn)
            throw e;
        return cannotRead(file, e.code ?? e.message);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/**
 * Reads a YAML config file into raw settings. Rejects with PolicyError (setting `config`) when the
 * file cannot be read, is not a regular file, holds more than MAX_CONFIG_BYTES, lies outside
 * `options.workspace` (when given; symlinks resolved) or is not a YAML mapping. The YAML parser is
 * loaded on the first config file only: most runs have none, and startup time counts on every run.
 */
async function loadConfig(file, options = {}) {
    const text = readConfigText(file, options.workspace);
    // Part of the program (in the bundle, a chunk file read on first use): a failure here is not the file's.
    const { parseAllDocuments } = await __nccwpck_require__.e(/* import() */ 815).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8815, 19));
    const invalid = (why) => new core_policy/* PolicyError */.pn('config', `config: ${JSON.stringify(external_node_path_.basename(file))} is not valid YAML: ${why.split('\n')[0].replace(/:\s*$/, '')}.`);
    let data;
    try {
        // Silent: the parser would print its warnings (with the offending lines of the file, which a
        // pull request writes) to stderr, where the runner reads workflow commands. A warning (an
        // unknown tag or directive) refuses the file like an error.
        const docs = parseAllDocuments(text, { logLevel: 'silent' });
        const list = Array.isArray(docs) ? docs : [];
        if (list.length > 1)
            throw invalid('it holds several YAML documents (a second "---" line, or one after settings); keep one');
        const doc = list[0];
        const fault = doc ? (doc.errors[0] ?? doc.warnings[0]) : docs.errors?.[0];
        if (fault)
            throw invalid(fault.message);
        data = doc ? doc.toJS({ maxAliasCount: 100 }) : null;
    }
    catch (e) {
        if (e instanceof core_policy/* PolicyError */.pn)
            throw e;
        throw invalid(e.message);
    }
    if (data === null || data === undefined)
        return {};
    if (typeof data !== 'object' || Array.isArray(data)) {
        throw new core_policy/* PolicyError */.pn('config', `config: ${JSON.stringify(external_node_path_.basename(file))} must be a YAML mapping of settings (e.g. "profile: strict").`);
    }
    const raw = data;
    if ('config' in raw) {
        const shown = options.workspace === undefined ? external_node_path_.basename(file) : external_node_path_.relative(options.workspace, file).split(external_node_path_.sep).join('/') || external_node_path_.basename(file);
        throw new ConfigFileError('config', `${shown}: config: a config file cannot name another config file; remove its config key.`, shown);
    }
    return raw;
}
/**
 * Resolves the settings of a run (a Promise): the config file (the `config` setting, or
 * `.sitemap-contract.yml` in the workspace when present) overridden by `overrides` (action inputs
 * or CLI flags; empty values do not override). Every value is validated, the policy included, so
 * a run never starts with a bad setting. Rejects with PolicyError naming the setting, or its
 * subclass ConfigFileError when the bad value (or unknown key) is in the config file. The config
 * file is read only inside `workspace` (symlinks resolved), unless it was named and
 * `options.configAnywhere` is set (the command line's `--config`, which the user typed).
 */
async function resolveSettings(overrides, workspace, options = {}) {
    let config = {};
    const named = given(overrides.config) ? String(overrides.config).trim() : undefined;
    const file = external_node_path_.resolve(workspace, named ?? DEFAULT_CONFIG_FILE);
    // The default file comes with the checkout: it is read only inside the workspace.
    const within = named !== undefined && options.configAnywhere ? {} : { workspace };
    let loaded = false;
    // The default file may be absent (nothing at that name, not even a symlink); anything else
    // there is read, or refused with an error.
    if (named !== undefined) {
        config = await loadConfig(file, within);
        loaded = true;
    }
    else if ((0,external_node_fs_.lstatSync)(file, { throwIfNoEntry: false }) !== undefined) {
        try {
            config = await loadConfig(file, within);
        }
        catch (e) {
            // No flag or input named it: the message names the file.
            if (!(e instanceof core_policy/* PolicyError */.pn) || e instanceof ConfigFileError)
                throw e;
            // Said once: ".sitemap-contract.yml: the file is not valid YAML", not the name twice.
            const said = `config: ${JSON.stringify(external_node_path_.basename(file))} `;
            const why = e.message.startsWith(said) ? `the file ${e.message.slice(said.length)}` : e.message.replace(/^config: /, '');
            throw new ConfigFileError('config', `${DEFAULT_CONFIG_FILE}: ${why}`, DEFAULT_CONFIG_FILE);
        }
        loaded = true;
    }
    const merged = { ...config };
    const fromOverrides = new Set();
    for (const [k, v] of Object.entries(overrides)) {
        if (k !== 'config' && given(v)) {
            merged[k] = v;
            fromOverrides.add(k);
        }
    }
    try {
        const settings = parseSettings(merged);
        (0,core_policy/* resolvePolicy */.nZ)(settings.policy);
        // The config file comes with the pull request: it may not write outside the checkout.
        for (const [key, file, example] of [
            ['report-file', settings.reportFile, 'reports/sitemaps.json'],
            ['sarif-file', settings.sarifFile, 'reports/sitemaps.sarif'],
        ]) {
            if (file === undefined)
                continue;
            // The path becomes an output that later steps put into shell commands (run:
            // ${{ steps.x.outputs.report-file }}): no quotes, $, `, ;, spaces or line ends.
            const odd = /[^A-Za-z0-9._/+@=,-]/.exec(file);
            if (odd) {
                const c = odd[0].codePointAt(0);
                const shown = c > 0x20 && c < 0x7f ? `"${odd[0]}"` : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
                bad(key, file, `the character ${shown} is not accepted in the name: use ASCII letters, digits and . _ - / + @ = , only (the path is an output that later steps may put in a shell command), e.g. ${example}`);
            }
            const target = external_node_path_.resolve(workspace, file);
            const rel = external_node_path_.relative(external_node_path_.resolve(workspace), target);
            if (rel === '' || rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || external_node_path_.isAbsolute(rel))
                bad(key, file, `give a file path inside the workspace, e.g. ${example}`);
        }
        if (settings.reportFile && settings.sarifFile && sameFile(external_node_path_.resolve(workspace, settings.reportFile), external_node_path_.resolve(workspace, settings.sarifFile))) {
            bad('sarif-file', settings.sarifFile, 'give a file other than report-file');
        }
        // Paths written to lead outside the workspace, named as the config file's when they are its.
        await (0,discover/* checkPathsInside */.vX)(settings.paths, workspace).catch((e) => {
            // An unreadable workspace is reported where the files are searched.
            if (e instanceof core_policy/* PolicyError */.pn)
                throw e;
        });
        if (settings.policy.baseUrl !== undefined) {
            // Nor may it point the site checks outside the checkout.
            const dir = (0,site_fs/* resolveSiteDir */.vm)(workspace, settings.policy.siteDir ?? '.');
            if ('problem' in dir)
                bad('site-dir', settings.policy.siteDir ?? '.', dir.problem);
        }
        return settings;
    }
    catch (e) {
        if (loaded && e instanceof core_policy/* PolicyError */.pn && !(e instanceof ConfigFileError)) {
            // The whole name first: an unknown key of the config file may hold spaces ("foo bar").
            const key = Object.prototype.hasOwnProperty.call(config, e.input) ? e.input : settingOf(e);
            if (!fromOverrides.has(key) && Object.prototype.hasOwnProperty.call(config, key)) {
                const shown = external_node_path_.relative(workspace, file).split(external_node_path_.sep).join('/') || external_node_path_.basename(file);
                throw new ConfigFileError(e.input, `${shown}: ${e.message}`, shown);
            }
        }
        throw e;
    }
}

// EXTERNAL MODULE: ./build/report/neutralise.js
var neutralise = __nccwpck_require__(9697);
;// CONCATENATED MODULE: ./build/report/order.js
/** Compares two strings by UTF-16 code units, the same on every machine and locale. */
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Compares findings by position: file-level (no line) first, then line, then column (absent first). */
function comparePosition(a, b) {
    const la = a.line ?? 0;
    const lb = b.line ?? 0;
    if (la !== lb)
        return la - lb;
    return (a.column ?? 0) - (b.column ?? 0);
}
/** Files sorted by path (a new array; the run is not modified). */
function sortedFiles(files) {
    return [...files].sort((a, b) => compareText(a.path, b.path));
}
/** Findings sorted by position (a new array; stable for findings at the same position). */
function sortedFindings(findings) {
    return [...findings].sort(comparePosition);
}
/** Severities in report order, most severe first. */
const SEVERITY_ORDER = ['error', 'warning', 'notice'];
/** `1 error`, `2 warnings`: a count with its noun, in the plural (default: noun + `s`) unless the count is 1. */
function plural(count, noun, pluralNoun = `${noun}s`) {
    return `${count} ${count === 1 ? noun : pluralNoun}`;
}
/** Counts of findings per severity. */
function countBySeverity(findings) {
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        counts[f.severity] += 1;
    return counts;
}

;// CONCATENATED MODULE: ./build/report/annotations.js




/** Title of the overflow notice: the input that raises the cap. */
const OVERFLOW_TITLE = 'max-annotations';
/**
 * The message of a finding's annotation: the finding's message, neutralised, then the URL of the
 * rule's page (`ruleDocsUrl`) when the rule is one of the catalogue, so that the reader of a pull
 * request finds the rule's fix and reasons one click away. At most NEUTRALISE_LIMIT characters:
 * a long message is cut (with `\u2026`) before the URL, never the URL.
 */
function annotationMessage(finding) {
    if (!(0,core_rules/* isRuleId */.KX)(finding.rule))
        return (0,neutralise/* neutralise */.$0)(finding.message);
    const url = (0,core_rules/* ruleDocsUrl */.hS)(finding.rule);
    // Within NEUTRALISE_LIMIT in all, so that neutralising the annotation again keeps the URL.
    return `${(0,neutralise/* neutralise */.$0)(finding.message, neutralise/* NEUTRALISE_LIMIT */.Lo - url.length - 1)} ${url}`;
}
function toAnnotation({ file, finding }) {
    const positioned = finding.line !== undefined;
    // Fixed key order, so serialised annotations are deterministic.
    return {
        severity: finding.severity,
        file: (0,neutralise/* neutraliseName */.EH)(file.path),
        ...(positioned ? { line: finding.line } : {}),
        ...(positioned && finding.column !== undefined ? { column: finding.column } : {}),
        title: (0,neutralise/* neutralise */.$0)(finding.rule),
        message: annotationMessage(finding),
    };
}
/**
 * Annotations of each kind (error, warning, notice) GitHub shows per step; later ones are dropped
 * (actions/toolkit, docs/problem-matchers.md, "Limitations").
 */
const GITHUB_ANNOTATIONS_PER_KIND = 10;
/**
 * Builds one annotation per finding of `run`, at most `maxPerSeverity` per severity
 * (a negative or fractional cap counts as its floor, at least 0; `Infinity` means no cap).
 * `reserved`: annotations of each severity the caller writes besides these (the action: a notice
 * per note of the run, an error for the step's failure). With a cap of at most
 * GITHUB_ANNOTATIONS_PER_KIND, the findings of a severity get at most that many less the reserved
 * ones, and the overflow notice, when there is one, takes a notice too, so that GitHub drops none
 * of them; a larger cap is the caller's choice and is kept.
 * Order: errors, then warnings, then notices; within a severity by file path (UTF-16 code
 * units), then by position with file-level findings first. When a severity has more findings
 * than the cap, the first finding of each file is annotated first, then the first of each rule in
 * each file, then the others in that order, so that one file or rule cannot use up the annotations. File names, rule ids and messages
 * are `neutralise`d. When findings are left out, `overflowNotice` says how many, per severity
 * (from the run's totals, so findings past a file's cap count too), and where they are listed.
 */
function buildAnnotations(run, maxPerSeverity, reserved = {}) {
    const cap = Number.isNaN(maxPerSeverity) ? 0 : Math.max(0, Math.floor(maxPerSeverity));
    const all = [];
    for (const file of run.files)
        for (const finding of file.findings)
            all.push({ file, finding });
    const total = { error: run.totals.errors, warning: run.totals.warnings, notice: run.totals.notices };
    const listed = { error: 0, warning: 0, notice: 0 };
    for (const { finding } of all)
        listed[finding.severity] += 1;
    const room = { error: 0, warning: 0, notice: 0 };
    const shownByGitHub = (s, extra) => Math.max(0, GITHUB_ANNOTATIONS_PER_KIND - Math.max(0, Math.floor(reserved[s] ?? 0)) - extra);
    for (const s of SEVERITY_ORDER)
        room[s] = cap > GITHUB_ANNOTATIONS_PER_KIND ? cap : Math.min(cap, shownByGitHub(s, 0));
    // Findings left out need the overflow notice, which GitHub counts as a notice too (fewer
    // notices can only leave more out).
    if (cap <= GITHUB_ANNOTATIONS_PER_KIND && SEVERITY_ORDER.some((s) => listed[s] > room[s]))
        room.notice = Math.min(room.notice, shownByGitHub('notice', 1));
    all.sort((a, b) => core_policy/* SEVERITY_RANK */.f3[a.finding.severity] - core_policy/* SEVERITY_RANK */.f3[b.finding.severity] ||
        compareText(a.file.path, b.file.path) ||
        comparePosition(a.finding, b.finding));
    // Per severity, when the cap bites: first the first finding of each file, then the first of each
    // rule in each file (so one noisy file or rule does not hide the others), then the rest in order.
    const chosen = new Array(all.length).fill(false);
    const shown = { error: 0, warning: 0, notice: 0 };
    const left = { error: 0, warning: 0, notice: 0 };
    for (let start = 0; start < all.length;) {
        const severity = all[start].finding.severity;
        let end = start;
        while (end < all.length && all[end].finding.severity === severity)
            end++;
        const cap = room[severity];
        if (end - start <= cap) {
            chosen.fill(true, start, end);
            shown[severity] = end - start;
        }
        else {
            // First one finding per file, then the first of each rule in each file.
            const files = new Set();
            for (let i = start; i < end && shown[severity] < cap; i++) {
                if (files.has(all[i].file.path))
                    continue;
                files.add(all[i].file.path);
                chosen[i] = true;
                shown[severity] += 1;
            }
            const seen = new Set();
            for (let i = start; i < end && shown[severity] < cap; i++) {
                const key = `${all[i].file.path}\u0000${all[i].finding.rule}`;
                if (seen.has(key))
                    continue;
                seen.add(key);
                if (chosen[i])
                    continue;
                chosen[i] = true;
                shown[severity] += 1;
            }
            for (let i = start; i < end && shown[severity] < cap; i++) {
                if (chosen[i])
                    continue;
                chosen[i] = true;
                shown[severity] += 1;
            }
            left[severity] = end - start - shown[severity];
        }
        start = end;
    }
    const annotations = [];
    for (let i = 0; i < all.length; i++)
        if (chosen[i])
            annotations.push(toAnnotation(all[i]));
    // With a cap above GitHub's, the annotations past the 10th of a kind (the step's own counted)
    // are written but not shown: the notice says so, even when none is left out. The notice itself
    // is counted only when it is written anyway: 10 notices alone need no notice, which would
    // push the 10th out of sight.
    const hiddenKinds = (notice) => cap > GITHUB_ANNOTATIONS_PER_KIND
        ? SEVERITY_ORDER.filter((s) => shown[s] + Math.max(0, Math.floor(reserved[s] ?? 0)) + (s === 'notice' ? notice : 0) > GITHUB_ANNOTATIONS_PER_KIND)
        : [];
    if (left.error + left.warning + left.notice === 0 && hiddenKinds(0).length === 0)
        return { annotations, omitted: 0 };
    const hidden = hiddenKinds(1);
    const where = 'The log lists the findings kept for each file, and the job summary as many as fit.';
    const notShown = hidden.length === 0
        ? ''
        : `GitHub shows ${GITHUB_ANNOTATIONS_PER_KIND} annotations of each kind per step: of the ${hidden
            .map((s) => plural(shown[s], s))
            .join(' and ')} annotated (max-annotations: ${cap}), those past the ${GITHUB_ANNOTATIONS_PER_KIND}th of each kind${SEVERITY_ORDER.some((s) => (reserved[s] ?? 0) > 0) ? ", the step's own annotations counted," : ''} are not shown. `;
    if (left.error + left.warning + left.notice === 0) {
        return { annotations, omitted: 0, overflowNotice: { severity: 'notice', title: OVERFLOW_TITLE, message: notShown + where } };
    }
    // The notice counts exactly: a file's list stops at the per-file cap (its findings-capped
    // notice says so), its counts do not.
    for (const s of SEVERITY_ORDER)
        left[s] = Math.max(left[s], total[s] - shown[s]);
    const omitted = left.error + left.warning + left.notice;
    const parts = SEVERITY_ORDER.filter((s) => left[s] > 0).map((s) => plural(left[s], s));
    const overflowNotice = {
        severity: 'notice',
        title: OVERFLOW_TITLE,
        message: `${plural(omitted, 'more finding')} (${parts.join(', ')}) ${omitted === 1 ? 'is' : 'are'} not annotated: ` +
            `at most ${cap} annotation${cap === 1 ? '' : 's'} per severity ${cap === 1 ? 'is' : 'are'} shown (max-annotations)${SEVERITY_ORDER.some((s) => room[s] < Math.min(cap, listed[s])) && cap <= GITHUB_ANNOTATIONS_PER_KIND
                ? `, and GitHub shows ${GITHUB_ANNOTATIONS_PER_KIND} of each kind per step, this notice${SEVERITY_ORDER.some((s) => (reserved[s] ?? 0) > 0) ? " and the step's own annotations" : ''} among them`
                : ''}. ` +
            notShown +
            where,
    };
    return { annotations, omitted, overflowNotice };
}
function commandLine(a) {
    const props = [];
    if (a.file !== undefined && a.file !== '') {
        props.push(`file=${(0,neutralise/* escapeCommandProperty */.YG)((0,neutralise/* neutraliseName */.EH)(a.file))}`);
        if (a.line !== undefined) {
            props.push(`line=${Math.floor(a.line)}`);
            if (a.column !== undefined)
                props.push(`col=${Math.floor(a.column)}`);
        }
    }
    if (a.title !== '')
        props.push(`title=${(0,neutralise/* escapeCommandProperty */.YG)((0,neutralise/* neutralise */.$0)(a.title))}`);
    const severity = a.severity === 'error' || a.severity === 'warning' ? a.severity : 'notice';
    return `::${severity}${props.length > 0 ? ` ${props.join(',')}` : ''}::${(0,neutralise/* escapeCommandData */.V9)((0,neutralise/* neutralise */.$0)(a.message))}\n`;
}
/** Notes of a run written as annotations at most (see noteAnnotations). */
const MAX_NOTE_ANNOTATIONS = 4;
/**
 * The notes of a run as they are annotated: all of them, or the first MAX_NOTE_ANNOTATIONS - 1 and
 * one that counts the rest and says where they are (`where`, e.g. "in the log above").
 */
function noteAnnotations(notes, where) {
    if (notes.length <= MAX_NOTE_ANNOTATIONS)
        return [...notes];
    const rest = notes.length - (MAX_NOTE_ANNOTATIONS - 1);
    return [...notes.slice(0, MAX_NOTE_ANNOTATIONS - 1), `${rest} more notes of the run are ${where}.`];
}
/**
 * The notes of a run (globs that matched nothing, shard and site notes) as notice commands,
 * `::notice title=note::text`, one line each, neutralised and encoded as annotations are.
 */
function renderNoteCommands(notes) {
    let out = '';
    for (const note of notes)
        out += commandLine({ severity: 'notice', title: 'note', message: note });
    return out;
}
/**
 * Renders annotations as GitHub workflow commands, one line each (ending in `\n`), the
 * overflow notice first, e.g.
 * `::error file=public/sitemap.xml,line=7,col=5,title=loc-host::message`.
 * File-level annotations have no `line`/`col`; the overflow notice has no `file`.
 * Every text is `neutralise`d again (harmless on already neutral text) and then encoded with
 * `escapeCommandProperty` / `escapeCommandData`, so each annotation is exactly one command
 * line whatever the sitemap or file name holds. Returns `''` when there is nothing to report.
 */
function renderWorkflowCommands(result) {
    // The overflow notice first: with a max-annotations above GitHub's 10 per kind, notices after
    // the 10th are not shown, and this one says so.
    let out = result.overflowNotice ? commandLine(result.overflowNotice) : '';
    for (const a of result.annotations)
        out += commandLine(a);
    return out;
}

;// CONCATENATED MODULE: ./build/report/json.js


/**
 * Builds the JSON report of `run`. Values are copied as the engine gave them (this is data,
 * not display text; `renderJson` makes the serialised form safe to print). `line`/`column`
 * are omitted for file-level findings (a `column` without a `line` is dropped too).
 */
function buildJsonReport(run, tool) {
    const files = [...run.files]
        .sort((a, b) => compareText(a.path, b.path))
        .map((file) => {
        const json = {
            path: file.path,
            kind: file.kind,
            bytes: file.bytes,
            entries: file.entries,
            findings: sortedFindings(file.findings).map((f) => {
                const finding = { rule: f.rule, severity: f.severity, message: f.message };
                if (f.line !== undefined) {
                    finding.line = f.line;
                    if (f.column !== undefined)
                        finding.column = f.column;
                }
                return finding;
            }),
        };
        const exact = file.counts ?? (0,core_sink/* findingCounts */.s_)(file.findings);
        if (exact.errors + exact.warnings + exact.notices > file.findings.length)
            json.counts = { errors: exact.errors, warnings: exact.warnings, notices: exact.notices };
        return json;
    });
    const report = {
        version: 1,
        tool: { name: tool.name, version: tool.version },
        policy: {
            profile: run.policy.profile,
            hosts: [...run.policy.hosts],
            maxBytes: run.policy.maxBytes,
            maxUrls: run.policy.maxUrls,
            requireHttps: run.policy.requireHttps,
            lastmod: run.policy.lastmod,
            rules: Object.fromEntries(Object.entries(run.policy.rules).sort(([a], [b]) => compareText(a, b))),
            failOn: run.policy.failOn,
            siteDir: run.policy.siteDir,
            checkPages: run.policy.checkPages,
            ...(run.policy.baseUrl !== undefined ? { baseUrl: run.policy.baseUrl } : {}),
        },
        ...(run.shard ? { shard: { index: run.shard.index, count: run.shard.count } } : {}),
        files,
        totals: {
            files: run.totals.files,
            entries: run.totals.entries,
            errors: run.totals.errors,
            warnings: run.totals.warnings,
            notices: run.totals.notices,
        },
        passed: run.passed,
        ...(run.notes.length > 0 ? { notes: [...run.notes] } : {}),
    };
    return report;
}
/** Characters JSON.stringify leaves raw that a terminal or the GitHub runner could act on. */
const JSON_UNSAFE = /[\u007f-\u009f\u2028\u2029]/g;
/**
 * Serialises a report as JSON indented by two spaces, with a trailing newline. The text is
 * also safe to print in a workflow log or a terminal, while parsing back to the same value:
 * DEL, C1 controls (such as the 8-bit CSI U+009B), U+2028 and U+2029 are written as `\uXXXX`
 * escapes (JSON.stringify already escapes C0 controls such as ESC), and `##[`, which the GitHub
 * runner reads as a command anywhere in a line, is written `#\u0023[`. These characters only
 * occur inside strings, so the rewrite never touches the JSON structure. No line can start
 * with `::` (every line starts with indentation, a quote or a bracket).
 */
function renderJson(report) {
    const text = JSON.stringify(report, null, 2)
        .replace(JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/##\[/g, '#\\u0023[');
    return `${text}\n`;
}

;// CONCATENATED MODULE: ./build/report/merge.js
/**
 * Merging the JSON reports of a sharded run (`sitemap-contract merge`): the files of every shard,
 * each path once, with totals and verdict recomputed. Reports are read from files a workflow
 * produced, so their shape is checked and a bad one is a clear error, not a crash.
 */







/** A report that cannot be merged. The message names the report. */
class MergeError extends Error {
    constructor(message) {
        super(message);
        this.name = 'MergeError';
    }
}
const SEVERITIES = new Set(['error', 'warning', 'notice']);
/** Every FileKind (the compiler checks that none is missing). */
const KINDS = new Set(Object.keys({ urlset: true, sitemapindex: true, text: true, robots: true, rss: true, atom: true, unknown: true }));
/**
 * Why `p` is no path a run writes (relative to the workspace, `/` separators, inside it), or
 * undefined: empty, absolute (`/x`, `C:/x`, `\\server`), or with a `..` segment. Annotations and
 * SARIF locations name these paths, so a forged report could point them outside the repository.
 */
function badPath(p) {
    if (p === '')
        return 'is empty';
    if (/^(?:\/|\\\\|[A-Za-z]:[\\/])/.test(p))
        return 'is absolute';
    if (p.split('/').includes('..'))
        return 'climbs out with ".."';
    return undefined;
}
function isObject(v) {
    return typeof v === 'object' && v !== null && !Array.isArray(v);
}
/** True for a whole number from 0 to 2^53 - 1. */
function isCount(v) {
    return Number.isSafeInteger(v) && v >= 0;
}
function checkFile(f, where) {
    if (!isObject(f) || typeof f.path !== 'string' || typeof f.kind !== 'string' || typeof f.bytes !== 'number' || typeof f.entries !== 'number' || !Array.isArray(f.findings)) {
        throw new MergeError(`${where}: a file entry lacks path, kind, bytes, entries or findings.`);
    }
    if (!KINDS.has(f.kind)) {
        throw new MergeError(`${where}: the kind ${JSON.stringify(f.kind.slice(0, 40))} of ${JSON.stringify(f.path.slice(0, 200))} is not one a run writes (${[...KINDS].join(', ')}).`);
    }
    const pathFault = badPath(f.path);
    if (pathFault !== undefined) {
        throw new MergeError(`${where}: the file path ${JSON.stringify(f.path.slice(0, 200))} ${pathFault}; a run writes paths relative to the workspace, inside it.`);
    }
    if (!isCount(f.bytes) || !isCount(f.entries)) {
        throw new MergeError(`${where}: the bytes and entries of ${JSON.stringify(f.path)} are not whole numbers of 0 or more.`);
    }
    for (const x of f.findings) {
        if (!isObject(x) || typeof x.rule !== 'string' || !core_rules/* RULES_BY_ID */.kF.has(x.rule) || !SEVERITIES.has(x.severity) || typeof x.message !== 'string') {
            throw new MergeError(`${where}: a finding of ${JSON.stringify(f.path)} lacks a known rule, a severity or a message.`);
        }
        if ((x.line !== undefined && !(isCount(x.line) && x.line >= 1)) || (x.column !== undefined && !(isCount(x.column) && x.column >= 1))) {
            throw new MergeError(`${where}: a finding of ${JSON.stringify(f.path)} has a position that is not a whole number of 1 or more.`);
        }
    }
    if (f.counts !== undefined) {
        const c = f.counts;
        if (!isObject(f.counts) || !isCount(c.errors) || !isCount(c.warnings) || !isCount(c.notices)) {
            throw new MergeError(`${where}: the counts of ${JSON.stringify(f.path)} are not whole numbers of errors, warnings and notices.`);
        }
        // Counts stand for the listed findings and those past the cap: never fewer than the list.
        const listed = (0,core_sink/* findingCounts */.s_)(f.findings);
        if (c.errors < listed.errors || c.warnings < listed.warnings || c.notices < listed.notices) {
            throw new MergeError(`${where}: the counts of ${JSON.stringify(f.path)} are lower than the findings it lists.`);
        }
    }
    return f;
}
/** The keys of a report's policy that shards of one run share (in report order). */
const POLICY_KEYS = ['profile', 'hosts', 'maxBytes', 'maxUrls', 'requireHttps', 'lastmod', 'rules', 'failOn', 'siteDir', 'checkPages', 'baseUrl'];
/**
 * The policy a report was made with. Reports written before the policy block named more than
 * profile, hosts and limits get the defaults for the rest. Throws PolicyError for a bad value.
 */
function policyOf(p) {
    const input = { profile: p.profile, hosts: p.hosts, maxBytes: p.maxBytes, maxUrls: p.maxUrls };
    if (p.requireHttps !== undefined)
        input.requireHttps = p.requireHttps;
    if (p.lastmod !== undefined)
        input.lastmod = p.lastmod;
    if (p.rules !== undefined)
        input.rules = p.rules;
    if (p.failOn !== undefined)
        input.failOn = p.failOn;
    if (p.siteDir !== undefined)
        input.siteDir = p.siteDir;
    if (p.checkPages !== undefined)
        input.checkPages = p.checkPages;
    if (p.baseUrl !== undefined)
        input.baseUrl = p.baseUrl;
    return (0,core_policy/* resolvePolicy */.nZ)(input);
}
/**
 * Checks that `data` is a JSON report of version 1 (as `--format json` writes it). `where` names
 * it in errors. Throws MergeError.
 */
function checkReport(data, where) {
    if (!isObject(data) || data.version !== 1 || !isObject(data.policy) || !Array.isArray(data.files) || typeof data.passed !== 'boolean') {
        throw new MergeError(`${where}: not a sitemap-contract JSON report of version 1 (write reports with --format json or report-file).`);
    }
    try {
        policyOf(data.policy);
    }
    catch (e) {
        if (!(e instanceof core_policy/* PolicyError */.pn))
            throw e;
        throw new MergeError(`${where}: its policy is not one this version accepts (${e.message.replace(/\.$/, '')}).`);
    }
    // A run splits into at most MAX_SHARDS shards (--shard): a larger count is no report of a run,
    // and the list of missing shards worked out from it would not fit in memory.
    if (data.shard !== undefined &&
        (!isObject(data.shard) ||
            !Number.isSafeInteger(data.shard.index) ||
            !Number.isSafeInteger(data.shard.count) ||
            data.shard.index < 1 ||
            data.shard.index > data.shard.count ||
            data.shard.count > MAX_SHARDS)) {
        throw new MergeError(`${where}: its shard is not {index, count} with whole numbers 1 \u2264 index \u2264 count \u2264 ${MAX_SHARDS}.`);
    }
    for (const f of data.files)
        checkFile(f, where);
    if (data.notes !== undefined && (!Array.isArray(data.notes) || !data.notes.every((n) => typeof n === 'string'))) {
        throw new MergeError(`${where}: its notes are not a list of strings.`);
    }
    return data;
}
/** The key of a finding for joining copies of one file: every field, so that equal findings are one. */
function findingKey(f) {
    return JSON.stringify([f.rule, f.severity, f.line ?? null, f.column ?? null, f.message]);
}
/** Total findings of a file (its exact counts when it has them). */
function totalOf(f) {
    const c = f.counts ?? (0,core_sink/* findingCounts */.s_)(f.findings);
    return c.errors + c.warnings + c.notices;
}
/**
 * The copies of one file that the shards reported, joined in report order: two copies give the
 * findings of both, each once, in position order (the checks of the file alone are the same in
 * both; a check across files may have found more in the shard that saw more files). A copy past
 * the per-file cap is a sample with exact counts that cannot be joined: of two such copies, the
 * one with more findings (the first on a tie).
 *
 * The findings joined so far are kept as one list, with the set of their keys, and sorted once
 * when the file is taken: sorting and keying the whole list again for each further copy made the
 * work grow with the square of the reports (40 reports of one file with 10,000 findings each:
 * 33 s and 1.6 GB). The result is the same as joining the copies two at a time: a finding that
 * a later copy repeats is never added again, and the loc-duplicate-across-files kept at a
 * position is the one naming the earliest place of all copies (see earliestNamed).
 */
class JoinedCopies {
    file;
    /** Once a copy added findings to `file` (which has no counts): its findings and those added, in order. */
    list;
    /** The keys (findingKey) of the findings of `file` and of every copy joined to it since. */
    seen;
    /** Of `list`: the findings earliestNamed keeps as they are, and the positions it keeps one of. */
    plain = 0;
    positions = new Set();
    /** Findings keyed so far (a measure of the work, for tests). */
    keyed = 0;
    constructor(first) {
        this.file = first;
    }
    /** Joins the next copy of the file. */
    add(copy) {
        if (this.file.counts || copy.counts) {
            if (totalOf(copy) > this.total()) {
                this.file = copy;
                this.list = undefined;
                this.seen = undefined;
            }
            return;
        }
        const seen = (this.seen ??= this.keysOf(this.file.findings));
        const keys = copy.findings.map((f) => this.key(f));
        // A finding twice in one copy is added twice, as the copy lists it.
        const extra = copy.findings.filter((_, i) => !seen.has(keys[i]));
        for (const k of keys)
            seen.add(k);
        if (extra.length === 0)
            return;
        if (!this.list) {
            this.list = [];
            this.plain = 0;
            this.positions.clear();
            this.push(this.file.findings);
        }
        this.push(extra);
    }
    /** The joined file. */
    result() {
        return this.list ? { ...this.file, findings: sortedFindings(earliestNamed(this.list)) } : this.file;
    }
    /** Total findings of the joined file as it stands (see totalOf). */
    total() {
        return this.list ? this.plain + this.positions.size : totalOf(this.file);
    }
    push(findings) {
        for (const f of findings) {
            this.list.push(f);
            const at = namedPosition(f);
            if (at === undefined)
                this.plain++;
            else
                this.positions.add(at);
        }
    }
    key(f) {
        this.keyed++;
        return findingKey(f);
    }
    keysOf(findings) {
        return new Set(findings.map((f) => this.key(f)));
    }
}
/** Where a loc-duplicate-across-files message says the loc was listed first ("in "F" on line N"). */
const NAMED_FIRST = / is also listed in "(.*)" on line (\d+); /;
/** Orders two loc-duplicate-across-files messages by the place they name (file, then line). */
function compareNamed(a, b) {
    const x = NAMED_FIRST.exec(a);
    const y = NAMED_FIRST.exec(b);
    if (!x || !y)
        return compareText(a, b);
    return compareText(x[1], y[1]) || Number(x[2]) - Number(y[2]);
}
/** The position at which earliestNamed keeps one finding, or undefined for a finding it keeps as it is. */
function namedPosition(f) {
    return f.rule !== 'loc-duplicate-across-files' || f.line === undefined ? undefined : `${f.severity} ${f.line} ${f.column ?? ''}`;
}
/**
 * One `loc-duplicate-across-files` finding per position, as a run of all the files makes: copies
 * judged in shards that saw different files may name different first places of the loc (the
 * shard without the first file names a later one); the earliest named is the run's.
 */
function earliestNamed(findings) {
    const kept = [];
    const atPosition = new Map();
    for (const f of findings) {
        const key = namedPosition(f);
        if (key === undefined) {
            kept.push(f);
            continue;
        }
        const had = atPosition.get(key);
        if (had === undefined || compareNamed(f.message, had.message) < 0)
            atPosition.set(key, f);
    }
    return [...kept, ...atPosition.values()];
}
/**
 * Merges shard reports into one run. Files are taken once per path. A file that several shards
 * judged (a shard whose robots.txt or index led it to files of other shards, with base-url) may
 * carry findings across files in one shard's copy only (that shard saw the other file): the
 * copies' findings are joined, each once, so no shard's finding is lost and the order of the
 * reports does not matter (a loc-duplicate-across-files that the copies report at one place,
 * naming different first listings, is kept once: the earlier); a copy past the per-file cap is a
 * sample, so of such copies the one
 * with the most findings is taken. All reports must
 * share one policy (profile, hosts, limits, lastmod, rule overrides, fail-on and the site
 * settings). Totals and verdict are worked out again from the files (exact counts where a file
 * has them) under the shared fail-on; a merge of reports without any file is refused.
 * Throws MergeError on an empty list or reports of different policies.
 */
function mergeReports(reports, names = []) {
    if (reports.length === 0)
        throw new MergeError('merge needs at least one JSON report.');
    const first = reports[0];
    // The policies as resolved: a report that leaves a key out has its default, and "./" is ".".
    const comparable = (r) => {
        const p = policyOf(r.policy);
        const rules = Object.fromEntries(Object.entries(p.rules).sort(([a], [b]) => compareText(a, b)));
        const siteDir = external_node_path_.posix.normalize(p.siteDir.replace(/\\/g, '/')).replace(/(.)\/$/, '$1');
        const values = { ...p, rules, siteDir };
        return Object.fromEntries(POLICY_KEYS.map((k) => [k, JSON.stringify(values[k])]));
    };
    const firstPolicy = comparable(first);
    reports.forEach((r, i) => {
        const policy = comparable(r);
        const differ = POLICY_KEYS.filter((k) => policy[k] !== firstPolicy[k]);
        if (differ.length > 0) {
            throw new MergeError(`${names[i] ?? `report ${i + 1}`}: made with another policy than ${names[0] ?? 'report 1'} (${differ.join(', ')} differ); merge only the shards of one run.`);
        }
    });
    // Shard reports must be the complete set, each shard once.
    const sharded = reports.filter((r) => r.shard !== undefined);
    if (sharded.length > 0) {
        if (sharded.length !== reports.length)
            throw new MergeError('merge: some reports are shards and some are not; merge the shard reports of one run.');
        const count = sharded[0].shard.count;
        const seen = new Map();
        reports.forEach((r, i) => {
            const name = names[i] ?? `report ${i + 1}`;
            const shard = r.shard;
            if (!Number.isSafeInteger(shard.index) || !Number.isSafeInteger(shard.count) || shard.count !== count || shard.index < 1 || shard.index > count) {
                throw new MergeError(`${name}: shard ${shard.index}/${shard.count} does not belong to a split into ${count} shards.`);
            }
            const other = seen.get(shard.index);
            if (other !== undefined)
                throw new MergeError(`${name}: shard ${shard.index}/${count} was already given (${other}).`);
            seen.set(shard.index, name);
        });
        const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i));
        if (missing.length > 0)
            throw new MergeError(`merge: shard${missing.length === 1 ? '' : 's'} ${missing.map((i) => `${i}/${count}`).join(', ')} missing; every shard's report is needed.`);
    }
    const files = new Map();
    for (const r of reports) {
        for (const f of r.files) {
            const findings = f.findings.map((x) => {
                const finding = { rule: x.rule, severity: x.severity, message: x.message };
                if (x.line !== undefined && x.column !== undefined) {
                    finding.line = x.line;
                    finding.column = x.column;
                }
                return finding;
            });
            const file = { path: f.path, kind: f.kind, bytes: f.bytes, entries: f.entries, findings };
            if (f.counts)
                file.counts = { errors: f.counts.errors, warnings: f.counts.warnings, notices: f.counts.notices };
            const had = files.get(f.path);
            if (had)
                had.add(file);
            else
                files.set(f.path, new JoinedCopies(file));
        }
    }
    const sorted = [...files.values()].map((j) => j.result()).sort((a, b) => compareText(a.path, b.path));
    if (sorted.length === 0)
        throw new MergeError('merge: no shard checked a file (no file matched the paths); check the paths of the run.');
    // Sums past 2^53 would no longer be exact.
    let sum = 0;
    for (const f of sorted) {
        const c = f.counts ?? (0,core_sink/* findingCounts */.s_)(f.findings);
        sum += f.entries + c.errors + c.warnings + c.notices;
    }
    if (!Number.isSafeInteger(sum))
        throw new MergeError('merge: the entries and findings of the reports add up to more than can be counted exactly; these are not reports of one run.');
    const notes = [
        `Merged from ${reports.length} shard report${reports.length === 1 ? '' : 's'}. Checks across files (duplicates across files, hreflang return links, unreferenced sitemaps) ran within each shard only.`,
        // The other notes of the shards, each once (every shard saw the same globs).
        ...new Set(reports.flatMap((r) => r.notes ?? []).filter((n) => !n.startsWith(SHARD_NOTE_START) && n !== NO_FILE_IN_SHARD_NOTE)),
    ];
    // Totals and verdict are worked out again from the files and fail-on, as for any run: a file
    // past the per-file cap brings its exact counts, the others are counted from their list.
    return summarise(policyOf(first.policy), sorted, notes);
}

;// CONCATENATED MODULE: ./build/report/sarif.js
/**
 * The SARIF 2.1.0 report (`--format sarif`, the `sarif-file` input), for GitHub code scanning
 * (`github/codeql-action/upload-sarif`) and other SARIF readers. One run; the driver lists every
 * rule of the catalog (id, description, help, default level under the run's policy); each finding
 * is a result with its rule, level, message and location: the file relative to the workspace (the
 * repository root in a workflow) and, for a positioned finding, its 1-based line and column.
 *
 * GitHub needs a region on every result, so a file-level finding (no position) points at line 1.
 */




/** The schema URI written into the log. */
const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/**
 * Results per run at most. GitHub code scanning accepts up to 25,000 results per run; past that,
 * the most severe are kept and a tool notification says how many were left out.
 */
const SARIF_MAX_RESULTS = 25_000;
const LEVEL = { error: 'error', warning: 'warning', notice: 'note' };
function level(s) {
    return s === 'off' ? 'none' : LEVEL[s];
}
/** `loc-out-of-scope` -> `LocOutOfScope`. */
function ruleName(id) {
    return id
        .split('-')
        .map((w) => (w === '' ? '' : w[0].toUpperCase() + w.slice(1)))
        .join('');
}
/** Markdown backquotes removed, for the plain-text fields. */
function plain(s) {
    return messageText(s.replace(/`/g, ''));
}
/**
 * Text for a SARIF plain-text message: `[` and `]` escaped with a backslash, and every backslash
 * of a run that ends at one of them doubled, as SARIF 2.1.0 section 3.11.6 asks (viewers read an
 * even run of backslashes as escaped backslashes): a value from a sitemap such as
 * `[click](https://evil.example/)` or `\\[click\\](0)` is shown as text, never as an embedded link.
 * Literal braces are doubled (section 3.11.5), so `{0}` is not taken for a placeholder.
 */
function messageText(s) {
    // Braces are doubled too: SARIF 2.1.0 section 3.11.5 reads {0} as a placeholder.
    const braced = /[{}]/.test(s) ? s.replace(/[{}]/g, '$&$&') : s;
    return /[[\]]/.test(braced) ? braced.replace(/\\+(?=[[\]])/g, '$&$&').replace(/[[\]]/g, '\\$&') : braced;
}
/**
 * A workspace-relative path as a relative URI reference: each segment percent-encoded (spaces,
 * `%`, `#`, `?`, `:` and non-ASCII included), `/` kept.
 */
function pathToUri(p) {
    return p
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
}
/**
 * Builds the SARIF log of `run`. Rules are listed in catalog order; results in report order
 * (by path, then position). Messages are `neutralise`d to one line; file names become relative
 * URI references against `%SRCROOT%` (the repository root).
 */
function buildSarif(run, tool) {
    const index = new Map();
    const rules = core_rules/* RULES */.y0.map((r, i) => {
        index.set(r.id, i);
        const sev = run.policy.severities[r.id] ?? 'off';
        return {
            id: r.id,
            name: ruleName(r.id),
            shortDescription: { text: plain(r.description.split(/(?<=\.)\s/)[0] ?? r.description) },
            fullDescription: { text: plain(r.description) },
            help: {
                text: `${plain(r.description)} Source: ${plain(r.source)}. Failing example: ${plain(r.example)}.`,
                markdown: `${r.description}\n\n**Source:** ${r.source}\n\n**Failing example:** ${r.example}`,
            },
            defaultConfiguration: { enabled: sev !== 'off', level: level(sev) },
            properties: { tags: [r.area, 'sitemap'], source: r.source },
        };
    });
    const all = [];
    for (const file of run.files)
        for (const finding of file.findings)
            all.push({ path: file.path, finding });
    // Most severe first when the cap forces a choice; the kept results are then listed by path and position.
    let kept = all;
    let omitted = 0;
    if (all.length > SARIF_MAX_RESULTS) {
        kept = [...all]
            .sort((a, b) => core_policy/* SEVERITY_RANK */.f3[a.finding.severity] - core_policy/* SEVERITY_RANK */.f3[b.finding.severity] || compareText(a.path, b.path) || comparePosition(a.finding, b.finding))
            .slice(0, SARIF_MAX_RESULTS);
        omitted = all.length - kept.length;
    }
    kept.sort((a, b) => compareText(a.path, b.path) || comparePosition(a.finding, b.finding));
    const results = kept.map(({ path, finding }) => {
        const ruleIndex = index.get(finding.rule);
        const region = { startLine: finding.line !== undefined && finding.line >= 1 ? Math.floor(finding.line) : 1 };
        if (finding.line !== undefined && finding.column !== undefined && finding.column >= 1)
            region.startColumn = Math.floor(finding.column);
        return {
            ruleId: finding.rule,
            ...(ruleIndex !== undefined ? { ruleIndex } : {}),
            level: LEVEL[finding.severity] ?? 'warning',
            message: { text: messageText((0,neutralise/* neutralise */.$0)(finding.message)) },
            locations: [{ physicalLocation: { artifactLocation: { uri: pathToUri(path), uriBaseId: '%SRCROOT%' }, region } }],
        };
    });
    const invocation = { executionSuccessful: true };
    if (omitted > 0) {
        const left = { error: 0, warning: 0, notice: 0 };
        const keptSet = new Set(kept);
        for (const x of all)
            if (!keptSet.has(x))
                left[x.finding.severity] += 1;
        const parts = SEVERITY_ORDER.filter((s) => left[s] > 0).map((s) => plural(left[s], s));
        invocation.toolExecutionNotifications = [
            {
                level: 'warning',
                message: { text: `${plural(omitted, 'more finding')} (${parts.join(', ')}) ${omitted === 1 ? 'is' : 'are'} not in this log: it holds at most ${SARIF_MAX_RESULTS} results, the most severe first. See the JSON report or the CLI output.` },
            },
        ];
    }
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: { driver: { name: tool.name, version: tool.version, semanticVersion: tool.version, rules } },
                invocations: [invocation],
                columnKind: 'unicodeCodePoints',
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository (the workspace the paths are relative to).' } } },
                results,
            },
        ],
    };
}
/** Characters JSON.stringify leaves raw that a terminal or the GitHub runner could act on. */
const sarif_JSON_UNSAFE = /[\u007f-\u009f\u2028\u2029]/g;
/**
 * Serialises a SARIF log as JSON indented by two spaces, with a trailing newline, safe to print
 * in a terminal or a workflow log (the same escaping as the JSON report).
 */
function renderSarif(log) {
    const text = JSON.stringify(log, null, 2)
        .replace(sarif_JSON_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .replace(/##\[/g, '#\\u0023[');
    return `${text}\n`;
}

;// CONCATENATED MODULE: ./build/report/site.js



/** Children listed per node of the tree; the rest are counted. */
const TREE_CHILDREN_SHOWN = 50;
/** Hosts listed on the hosts line; the rest are counted. */
const HOSTS_SHOWN = 20;
/** The note of a run without `base-url` (shown once in the summary). */
const NO_BASE_URL_NOTE = 'Site-level checks are off: without `base-url`, no URL is mapped to a file of the checkout, so robots.txt `Sitemap:` lines and sitemap index entries are not followed, and `loc-out-of-scope`, `index-child-missing`, `index-nested`, `robots-sitemap-missing`, `robots-not-at-root`, `page-missing` and `sitemap-unreferenced` are not judged. Set `base-url` (and `site-dir`) to turn them on.';
function site_text(s) {
    return (0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(s));
}
/** `12,345`. */
function thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** A count with its noun, the count written with thousands separators. */
function count(n, noun, pluralNoun = `${noun}s`) {
    return `${thousands(n)} ${n === 1 ? noun : pluralNoun}`;
}
function utf8Bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}
/** Inline Markdown code spans of a trusted note, as HTML. */
function codeSpans(s) {
    return s
        .split('`')
        .map((part, i) => (i % 2 === 1 ? `<code>${(0,neutralise/* escapeHtml */.ZD)(part)}</code>` : (0,neutralise/* escapeHtml */.ZD)(part)))
        .join('');
}
function fileLabel(file) {
    const c = file.counts ?? (0,core_sink/* findingCounts */.s_)(file.findings);
    const parts = [site_text(file.kind), count(file.entries, 'entry', 'entries')];
    if (c.errors > 0)
        parts.push(count(c.errors, 'error'));
    if (c.warnings > 0)
        parts.push(count(c.warnings, 'warning'));
    if (c.errors === 0 && c.warnings === 0)
        parts.push('\u2705');
    // Drawn where a crawler would start, but no crawler reads it (RFC 9309 2.3).
    if (file.kind === 'robots' && file.findings.some((f) => f.rule === 'robots-not-at-root'))
        parts.push('not at the host root, so crawlers never read it');
    return `<code>${site_text(file.path)}</code>: ${parts.join(', ')}`;
}
/** What the tree says of an entry that names no checked file; `fault`: a finding reports it. */
const STATUS_TEXT = {
    missing: { text: 'no such file in site-dir', fault: true },
    folder: { text: 'names a folder, not a sitemap file', fault: true },
    refused: { text: 'never read (its finding says why)', fault: true },
    unsafe: { text: 'not mapped (unsafe path)', fault: true },
    outside: { text: 'not under base-url, not followed', fault: false },
    skipped: { text: 'not checked (file limit)', fault: false },
};
const SEVERITY_ICON = { error: '\u274c', warning: '\u26a0\ufe0f', notice: '\u2139\ufe0f' };
/**
 * The icon of a fault of an entry of `from`, by the severity of the rule that reports it
 * (`index-child-missing` for an index, `robots-sitemap-missing` or, for a robots.txt named as a
 * sitemap, `robots-sitemap-invalid` for a robots.txt), with a space; none when the rule is off.
 */
function faultIcon(run, from, namesRobots) {
    const rule = from.kind === 'robots' ? (namesRobots ? 'robots-sitemap-invalid' : 'robots-sitemap-missing') : 'index-child-missing';
    const severity = run.policy.severities[rule];
    return severity === undefined || severity === 'off' ? '' : `${SEVERITY_ICON[severity]} `;
}
/**
 * Renders the site section of the summary (Markdown/HTML), at most `maxBytes` UTF-8 bytes
 * (whole lines only; a cut tree ends with a note). Empty when the run has no site report.
 */
function renderSite(run, maxBytes) {
    const site = run.site;
    if (!site)
        return '';
    let out = '';
    if (site.hosts.length > 0) {
        const shown = site.hosts.slice(0, HOSTS_SHOWN).map((h) => `<code>${site_text(h.host)}</code> ${count(h.entries, 'entry', 'entries')}`);
        const more = site.hosts.length - shown.length;
        out += `<p><strong>Hosts:</strong> ${shown.join(', ')}${more > 0 ? `, and ${count(more, 'more host')}` : ''}.</p>\n\n`;
    }
    if (site.baseUrl === undefined) {
        out += `<p>\u2139\ufe0f ${codeSpans(NO_BASE_URL_NOTE)}</p>\n\n`;
        return utf8Bytes(out) <= maxBytes ? out : '';
    }
    out += `<p><strong>Site:</strong> <code>${site_text(site.siteDir ?? '.')}</code> served at <code>${site_text(site.baseUrl)}</code></p>\n\n`;
    const tree = renderTree(run, Math.max(0, maxBytes - utf8Bytes(out)));
    out += tree;
    return utf8Bytes(out) <= maxBytes ? out : '';
}
/** The reference tree: robots.txt files, then the sitemaps no checked file names. */
function renderTree(run, maxBytes) {
    const site = run.site;
    const byPath = new Map(run.files.map((f) => [f.path, f]));
    const children = new Map();
    const named = new Set();
    for (const ref of site.references) {
        let list = children.get(ref.from);
        if (!list) {
            list = [];
            children.set(ref.from, list);
        }
        list.push(ref);
        if (ref.status === 'file' && ref.to !== undefined && ref.to !== ref.from)
            named.add(ref.to);
    }
    const files = [...run.files].sort((a, b) => compareText(a.path, b.path));
    const robots = files.filter((f) => f.kind === 'robots');
    const sitemaps = files.filter((f) => f.kind !== 'robots' && f.kind !== 'unknown');
    const loose = sitemaps.filter((f) => !named.has(f.path));
    if (robots.length === 0 && sitemaps.length === 0)
        return '';
    const head = '### Sitemap tree\n\n';
    const cut = '<p><strong>The tree is cut here to keep the summary small.</strong></p>\n\n';
    // Room for the note on a cut tree and the closing tags it needs.
    let used = utf8Bytes(head) + utf8Bytes(cut) + 512;
    let full = false;
    const lines = [];
    const push = (line) => {
        if (full)
            return false;
        const size = utf8Bytes(line);
        if (used + size > maxBytes) {
            full = true;
            return false;
        }
        used += size;
        lines.push(line);
        return true;
    };
    const shown = new Set();
    // Depth-first, each file expanded once: a file named again (or a cycle) is marked, not repeated.
    const node = (file, depth) => {
        const again = shown.has(file.path);
        shown.add(file.path);
        const refs = again ? [] : children.get(file.path) ?? [];
        if (!push(`<li>${fileLabel(file)}${again ? ' (shown above)' : ''}${refs.length > 0 ? '\n<ul>\n' : '</li>\n'}`))
            return;
        if (refs.length === 0)
            return;
        for (const ref of refs.slice(0, TREE_CHILDREN_SHOWN)) {
            const target = ref.status === 'file' && ref.to !== undefined ? byPath.get(ref.to) : undefined;
            if (target?.kind === 'robots' && (file.kind === 'sitemapindex' || file.kind === 'robots')) {
                // Judged as the robots.txt it is, not as a sitemap (index-child-missing, robots-sitemap-invalid).
                push(`<li><code>${site_text(ref.url)}</code> (line ${ref.line}): ${faultIcon(run, file, true)}names the robots.txt <code>${site_text(target.path)}</code>, not a sitemap</li>\n`);
            }
            else if (target) {
                if (depth < 8)
                    node(target, depth + 1);
                else
                    push(`<li>${fileLabel(target)} (not expanded)</li>\n`);
            }
            else {
                const status = STATUS_TEXT[ref.status === 'file' ? 'skipped' : ref.status];
                push(`<li><code>${site_text(ref.url)}</code> (line ${ref.line}): ${status.fault ? faultIcon(run, file, false) : ''}${status.text}</li>\n`);
            }
            if (full)
                return;
        }
        if (refs.length > TREE_CHILDREN_SHOWN)
            push(`<li>\u2026 and ${count(refs.length - TREE_CHILDREN_SHOWN, 'more entry', 'more entries')}</li>\n`);
        push('</ul>\n</li>\n');
    };
    if (robots.length > 0) {
        push('<ul>\n');
        for (const f of robots) {
            node(f, 0);
            if (full)
                break;
        }
        push('</ul>\n\n');
    }
    if (loose.length > 0 && !full) {
        push('<p>Not named by a checked robots.txt or sitemap index:</p>\n<ul>\n');
        for (const f of loose) {
            if (shown.has(f.path))
                continue;
            node(f, 0);
            if (full)
                break;
        }
        push('</ul>\n\n');
    }
    // Indexes that name each other (A names B, B names A) and nothing else names: every one of
    // them is named, so none is a root above; they are drawn from the first index by path. A file
    // the roots reach is not one of them, drawn or not (an index's entries past
    // TREE_CHILDREN_SHOWN, the files below the depth limit).
    const reached = new Set();
    const walk = [...robots, ...loose].map((f) => f.path);
    for (let p = walk.pop(); p !== undefined; p = walk.pop()) {
        if (reached.has(p))
            continue;
        reached.add(p);
        for (const ref of children.get(p) ?? [])
            if (ref.status === 'file' && ref.to !== undefined && !reached.has(ref.to))
                walk.push(ref.to);
    }
    const cycle = sitemaps
        .filter((f) => !reached.has(f.path))
        .sort((a, b) => Number(b.kind === 'sitemapindex') - Number(a.kind === 'sitemapindex'));
    if (cycle.length > 0 && !full) {
        push('<p>Named only by sitemap indexes that name each other in a cycle, which no checked robots.txt names:</p>\n<ul>\n');
        for (const f of cycle) {
            if (shown.has(f.path))
                continue;
            node(f, 0);
            if (full)
                break;
        }
        push('</ul>\n\n');
    }
    let body = lines.join('');
    if (full) {
        // Close whatever is open so the rest of the summary renders as it should.
        const open = (body.match(/<ul>/g) ?? []).length - (body.match(/<\/ul>/g) ?? []).length;
        const openLi = (body.match(/<li>/g) ?? []).length - (body.match(/<\/li>/g) ?? []).length;
        body += '</ul>\n</li>\n'.repeat(Math.max(0, Math.min(open, openLi)));
        body += '</ul>\n'.repeat(Math.max(0, open - openLi));
        body += `\n${cut}`;
    }
    return head + body;
}

;// CONCATENATED MODULE: ./build/report/summary.js
/**
 * The job summary (INTERFACE.md "Job summary"): GitHub-flavoured Markdown with HTML tables for
 * `$GITHUB_STEP_SUMMARY`. Untrusted text (file names, messages, notes, URLs) is `neutralise`d to
 * one line and then `escapeHtml`-escaped, and stands in HTML blocks only (never in a Markdown
 * paragraph, where GitHub would auto-link a URL); tables are HTML rather than Markdown pipe
 * tables so that no cell content can change the table structure. The output is capped in UTF-8
 * bytes.
 */






/** Largest site section (hosts, the sitemap tree), in UTF-8 bytes, before the summary's own cap applies. */
const SITE_MAX_BYTES = 64 * 1024;
/** Findings of one rule listed per file; one line counts the rest. */
const FINDINGS_PER_RULE_SHOWN = 20;
/** Files listed in the file table when every one fits; past it, files without findings are only counted. */
const FILES_LISTED = 200;
/** Exact counts of a file: `counts` when the engine capped its findings, else its findings counted. */
function fileCounts(file) {
    if (file.counts)
        return { error: file.counts.errors, warning: file.counts.warnings, notice: file.counts.notices };
    return countBySeverity(file.findings);
}
/** Whether a file has findings at or above `fail-on`. */
function filePassed(file, failOn) {
    const c = fileCounts(file);
    return !((c.error > 0 && (0,core_policy/* failsRun */.FR)('error', failOn)) || (c.warning > 0 && (0,core_policy/* failsRun */.FR)('warning', failOn)) || (c.notice > 0 && (0,core_policy/* failsRun */.FR)('notice', failOn)));
}
/** Default cap of the summary, in UTF-8 bytes: 512 KiB, well under GitHub's 1 MiB per step. */
const SUMMARY_MAX_BYTES = 512 * 1024;
const OWNER_NAME = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
const SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
/**
 * Validates the values the runner gives (GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_SHA) and
 * returns them as `SourceLinks`, or undefined when any is missing or malformed: a server that is
 * not an http(s) URL without credentials, query or fragment; a repository that is not
 * `owner/name` of letters, digits, `-`, `_` and `.` (not `.` or `..`); a sha that is not 40 or 64
 * hex digits. Never throws.
 */
function sourceLinks(values) {
    const { server, repository, sha } = values;
    if (typeof server !== 'string' || typeof repository !== 'string' || typeof sha !== 'string')
        return undefined;
    if (!OWNER_NAME.test(repository) || repository.split('/').some((part) => part === '.' || part === '..'))
        return undefined;
    if (!SHA.test(sha))
        return undefined;
    let url;
    try {
        url = new URL(server);
    }
    catch {
        return undefined;
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '')
        return undefined;
    if (/[\s"'<>\\`]/.test(server))
        return undefined;
    return { server: `${url.origin}${url.pathname.replace(/\/+$/, '')}`, repository, sha: sha.toLowerCase() };
}
/**
 * The URL of `path` (relative to the repository, `/` separators) at `line` (1-based), each path
 * segment percent-encoded; without a line anchor for a file-level place or a gzip file (whose
 * lines are those of the inflated text, which GitHub does not show).
 */
function blobUrl(links, path, line) {
    const encoded = path.split('/').map((segment) => encodeURIComponent(segment)).join('/');
    const anchor = line !== undefined && !/\.gz$/i.test(path) ? `#L${Math.floor(line)}` : '';
    return `${links.server}/${links.repository}/blob/${links.sha}/${encoded}${anchor}`;
}
/**
 * The baseline section of the summary (after the verdict line): one line with the counts of new,
 * accepted and fixed findings; empty without a baseline.
 */
function renderBaseline(baseline) {
    if (!baseline)
        return '';
    const n = (x) => summary_thousands(Math.max(0, Math.floor(Number(x) || 0)));
    return `<p><strong>Baseline:</strong> ${n(baseline.new)} new, ${n(baseline.accepted)} accepted, ${n(baseline.fixed)} fixed.</p>\n\n`;
}
const summary_SEVERITY_ICON = { error: '\u274c', warning: '\u26a0\ufe0f', notice: '\u2139\ufe0f' };
function summary_utf8Bytes(s) {
    return Buffer.byteLength(s, 'utf8');
}
/** Untrusted text as summary text: one line, then HTML/Markdown-escaped. */
function summary_text(s) {
    return (0,neutralise/* escapeHtml */.ZD)((0,neutralise/* neutralise */.$0)(s));
}
/** `12,345`. */
function summary_thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function verdict(passed) {
    return passed ? '\u2705 passed' : '\u274c failed';
}
/** `line:col`, `line`, or '' for a file-level finding. */
function place(f) {
    if (f.line === undefined)
        return '';
    return f.column === undefined ? `${f.line}` : `${f.line}:${f.column}`;
}
function num(n) {
    return (0,neutralise/* escapeHtml */.ZD)(String(n));
}
/** `html` linked to `href` (ours, escaped for the attribute), or `html` alone without one. */
function linked(html, href) {
    return href === undefined ? html : `<a href="${(0,neutralise/* escapeHtml */.ZD)(href)}">${html}</a>`;
}
/** The rule id as code, linked to its page when it is a rule of the catalogue. */
function ruleCell(rule) {
    const code = `<code>${summary_text(rule)}</code>`;
    return core_rules/* RULES_BY_ID */.kF.has(rule) ? linked(code, (0,core_rules/* ruleDocsUrl */.hS)(rule)) : code;
}
/** Cuts `s` to at most `max` UTF-8 bytes without splitting a character. */
function cutToBytes(s, max) {
    let used = 0;
    let end = 0;
    for (const ch of s) {
        const size = summary_utf8Bytes(ch);
        if (used + size > max)
            break;
        used += size;
        end += ch.length;
    }
    return s.slice(0, end);
}
function moreNote(count, noun, where) {
    const verb = count === 1 ? 'is' : 'are';
    return `<p><strong>${plural(count, `more ${noun}`)} ${verb} not shown; ${where}.</strong></p>\n\n`;
}
/** Where the complete list is, for the notes on what the summary leaves out (SummaryOptions.elsewhere). */
const ELSEWHERE = 'the JSON report or the CLI output';
/**
 * The note on findings not in the summary: `omitted` are in the reports but did not fit here;
 * `dropped` were only counted (past the per-file cap), so no report lists them.
 */
function findingsNoteOf(omitted, dropped, elsewhere) {
    if (dropped === 0)
        return moreNote(omitted, 'finding', `see ${elsewhere}`);
    const total = omitted + dropped;
    const verb = total === 1 ? 'is' : 'are';
    const where = omitted === 0
        ? `${num(dropped)} ${dropped === 1 ? 'was' : 'were'} counted but not kept (at most ${num(core_sink/* MAX_FINDINGS_PER_FILE */.hD)} findings are kept per file; each such file's findings-capped notice names the rules)`
        : `${num(omitted)} ${omitted === 1 ? 'is' : 'are'} in ${elsewhere}, and ${num(dropped)} ${dropped === 1 ? 'was' : 'were'} counted but not kept (at most ${num(core_sink/* MAX_FINDINGS_PER_FILE */.hD)} findings are kept per file; each such file's findings-capped notice names the rules)`;
    return `<p><strong>${plural(total, 'more finding')} ${verb} not shown: ${where}.</strong></p>\n\n`;
}
const FILE_TABLE_OPEN = '### Files\n\n<table>\n<thead><tr><th>File</th><th>Kind</th><th>Entries</th><th>Bytes</th><th>Errors</th><th>Warnings</th><th>Notices</th><th>Verdict</th></tr></thead>\n<tbody>\n';
const TABLE_CLOSE = '</tbody>\n</table>\n\n';
const FINDINGS_HEADING = '### Findings by file\n\n';
const FINDING_TABLE_OPEN = '<table>\n<thead><tr><th>Severity</th><th>Rule</th><th>Line</th><th>Message</th></tr></thead>\n<tbody>\n';
const BLOCK_CLOSE = '</tbody>\n</table>\n</details>\n\n';
const RULES_HEADING = '### Findings by rule\n\n';
/**
 * The findings a file left out past its cap, by rule (from its findings-capped notice), and the
 * findings of rules the notice only sums up.
 */
function droppedOf(file) {
    let rules = new Map();
    let other = 0;
    for (const f of file.findings) {
        if (f.rule !== core_sink/* FINDINGS_CAPPED */.lG)
            continue;
        const parsed = (0,core_sink/* cappedByRule */.vM)(f.message);
        if (!parsed)
            continue;
        rules = parsed.rules;
        other = parsed.other;
    }
    return { rules, other };
}
/** The rules of the run, most severe first, then by count (most first), then by id. */
function ruleRows(run, files, dropped) {
    const byRule = new Map();
    let other = 0;
    const rowOf = (rule, severity) => {
        let row = byRule.get(rule);
        if (!row) {
            row = { rule, severity, count: 0, files: new Set() };
            byRule.set(rule, row);
        }
        return row;
    };
    for (const file of files) {
        for (const finding of sortedFindings(file.findings)) {
            const row = rowOf(finding.rule, finding.severity);
            row.count += 1;
            row.files.add(file.path);
            if (!row.first)
                row.first = { file, finding };
        }
        const left = dropped.get(file);
        if (!left)
            continue;
        other += left.other;
        for (const [rule, n] of left.rules) {
            const severity = run.policy.severities[rule];
            const row = rowOf(rule, severity === undefined || severity === 'off' ? 'notice' : severity);
            row.count += n;
            row.files.add(file.path);
        }
    }
    const rows = [...byRule.values()].sort((a, b) => core_policy/* SEVERITY_RANK */.f3[a.severity] - core_policy/* SEVERITY_RANK */.f3[b.severity] || b.count - a.count || compareText(a.rule, b.rule));
    return { rows, other };
}
/**
 * Renders the job summary of `run` as GitHub-flavoured Markdown with HTML tables:
 *
 * 1. a heading with the verdict and a totals line (files, entries, errors, warnings, notices,
 *    verdict); then the baseline's counts when `options.baseline` is given (`renderBaseline`);
 *    then `run.notes` as a list;
 * 2. "Findings by rule": one row per rule, most severe first, then by count: severity, the rule
 *    linked to its page (`ruleDocsUrl`), its count (exact: findings past a file's cap are counted
 *    from its findings-capped notice), the files it is in, its first place (`file:line:col`) and
 *    the rule's `fix` when the catalogue has one (the column is left out when no rule has one);
 * 3. "Findings by file": one open `<details>` per file, named once in its heading, with a table of
 *    its findings by position (severity, rule, `line:col`, message); at most
 *    FINDINGS_PER_RULE_SHOWN (20) findings of one rule per file, and one line that says how many
 *    more there are;
 * 4. the site (when the run has a site report, ./site.ts): entries per host, then the tree from
 *    robots.txt to sitemap indexes to their sitemaps with the counts of each file, or, without
 *    `base-url`, one note that nothing was mapped to files (at most `SITE_MAX_BYTES`);
 * 5. "Files": one row per file, by path: path, kind, entries, bytes, errors, warnings, notices,
 *    verdict (whether the file has a finding at or above `fail-on`). Past FILES_LISTED (200)
 *    files, only files with findings are listed and the others are counted.
 *
 * With `options.links` (validated by `sourceLinks`), every place links to the file at that line
 * on GitHub. Every file name, message, note and URL of the run is `neutralise`d and
 * `escapeHtml`-escaped. The result never exceeds `options.maxBytes` UTF-8 bytes (default 512
 * KiB). When the findings do not all fit, the ones shown are chosen most severe first (errors,
 * then warnings, then notices; within a severity the first finding of each file, then the first
 * of each rule in each file, then the rest, each by path and position), still listed by file and
 * position, and a visible note says "N more findings are not shown; see the JSON report or the
 * CLI output", at the top and at the end; findings past the per-file cap (in the totals, in no
 * report) are counted apart in the same note. The by-rule table comes before the findings when
 * room runs short, the findings before the file table and the file table before the site; rows
 * and notes that do not fit are left out with a note of their own.
 */
function renderSummary(run, options = {}) {
    const cap = Math.max(0, Math.floor(options.maxBytes ?? SUMMARY_MAX_BYTES));
    const links = options.links ? sourceLinks(options.links) : undefined;
    const files = sortedFiles(run.files);
    const totalFindings = files.reduce((n, f) => n + f.findings.length, 0);
    // Findings past the per-file cap are in the totals but in no file's list.
    const dropped = Math.max(0, run.totals.errors + run.totals.warnings + run.totals.notices - totalFindings);
    const droppedByFile = new Map();
    for (const file of files)
        if (file.findings.some((f) => f.rule === core_sink/* FINDINGS_CAPPED */.lG))
            droppedByFile.set(file, droppedOf(file));
    const href = (file, finding) => (links ? blobUrl(links, file.path, finding?.line) : undefined);
    const t = run.totals;
    const head = `## sitemap-contract: ${verdict(run.passed)}\n\n` +
        `**Totals:** ${plural(t.files, 'file')}, ${plural(t.entries, 'entry', 'entries')}, ` +
        `${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')}, ${plural(t.notices, 'notice')}. ` +
        `**Verdict:** ${verdict(run.passed)} (fail-on: ${summary_text(run.policy.failOn)})\n\n`;
    // The baseline's part, when there is one: right after the verdict line.
    const baselineHtml = renderBaseline(options.baseline);
    // Worst-case sizes of what may have to be appended later, reserved up front.
    const elsewhere = options.elsewhere ?? ELSEWHERE;
    const findingsNote = (n) => findingsNoteOf(n, dropped, elsewhere);
    const filesNote = (n) => moreNote(n, 'file', `see ${elsewhere}`);
    const notesNote = (n) => moreNote(n, 'note', `see ${options.elsewhere ?? 'the CLI output'}`);
    const rulesNote = (n) => moreNote(n, 'rule', `see ${elsewhere}`);
    const findingsReserve = totalFindings > 0 ? summary_utf8Bytes(FINDINGS_HEADING) + 2 * summary_utf8Bytes(findingsNote(totalFindings)) : dropped > 0 ? 2 * summary_utf8Bytes(findingsNote(0)) : 0;
    const filesReserve = files.length > 0 ? summary_utf8Bytes(TABLE_CLOSE) + summary_utf8Bytes(filesNote(files.length)) : 0;
    const notesReserve = run.notes.length > 0 ? summary_utf8Bytes('</ul>\n\n') + summary_utf8Bytes(notesNote(run.notes.length)) : 0;
    const rules = totalFindings > 0 ? ruleRows(run, files, droppedByFile) : { rows: [], other: 0 };
    const withFix = rules.rows.some((r) => core_rules/* RULES_BY_ID */.kF.get(r.rule)?.fix);
    const rulesOpen = `${RULES_HEADING}<table>\n<thead><tr><th>Severity</th><th>Rule</th><th>Count</th><th>Files</th><th>First place</th>` +
        `${withFix ? '<th>Fix</th>' : ''}</tr></thead>\n<tbody>\n`;
    const rulesReserve = rules.rows.length > 0 ? summary_utf8Bytes(rulesOpen) + summary_utf8Bytes(TABLE_CLOSE) + summary_utf8Bytes(rulesNote(rules.rows.length)) : 0;
    let used = summary_utf8Bytes(head) + summary_utf8Bytes(baselineHtml);
    const fits = (bytes, reserve) => used + bytes + reserve <= cap;
    // Notes of the run.
    let notesHtml = '';
    if (run.notes.length > 0) {
        const reserve = notesReserve + rulesReserve + filesReserve + findingsReserve;
        const open = '<ul>\n';
        let shown = 0;
        if (fits(summary_utf8Bytes(open), reserve)) {
            used += summary_utf8Bytes(open);
            notesHtml = open;
            for (const note of run.notes) {
                const li = `<li>${summary_text(note)}</li>\n`;
                const size = summary_utf8Bytes(li);
                if (!fits(size, reserve))
                    break;
                notesHtml += li;
                used += size;
                shown += 1;
            }
            notesHtml += '</ul>\n\n';
            used += summary_utf8Bytes('</ul>\n\n');
        }
        if (shown < run.notes.length) {
            const note = notesNote(run.notes.length - shown);
            notesHtml += note;
            used += summary_utf8Bytes(note);
        }
    }
    // The rules at a glance: count, files, first place and fix of each.
    let rulesHtml = '';
    if (rules.rows.length > 0) {
        const reserve = rulesReserve - summary_utf8Bytes(rulesOpen) - summary_utf8Bytes(TABLE_CLOSE) + filesReserve + findingsReserve;
        let shown = 0;
        if (fits(summary_utf8Bytes(rulesOpen) + summary_utf8Bytes(TABLE_CLOSE), reserve)) {
            rulesHtml = rulesOpen;
            used += summary_utf8Bytes(rulesOpen) + summary_utf8Bytes(TABLE_CLOSE);
            for (const row of rules.rows) {
                const first = row.first;
                const firstPlace = first
                    ? linked(`<code>${summary_text(first.file.path)}${first.finding.line !== undefined ? `:${(0,neutralise/* escapeHtml */.ZD)(place(first.finding))}` : ''}</code>`, href(first.file, first.finding))
                    : '\u2014';
                const fix = core_rules/* RULES_BY_ID */.kF.get(row.rule)?.fix;
                const tr = `<tr><td>${summary_SEVERITY_ICON[row.severity] ?? ''} ${summary_text(row.severity)}</td><td>${ruleCell(row.rule)}</td><td>${summary_thousands(row.count)}</td>` +
                    `<td>${summary_thousands(row.files.size)}</td><td>${firstPlace}</td>${withFix ? `<td>${fix ? summary_text(fix) : ''}</td>` : ''}</tr>\n`;
                const size = summary_utf8Bytes(tr);
                if (!fits(size, reserve))
                    break;
                rulesHtml += tr;
                used += size;
                shown += 1;
            }
            rulesHtml += TABLE_CLOSE;
        }
        if (rules.other > 0) {
            const note = `<p>${summary_thousands(rules.other)} more ${rules.other === 1 ? 'finding' : 'findings'} past the per-file cap belong to rules the findings-capped notices only sum up.</p>\n\n`;
            if (fits(summary_utf8Bytes(note), reserve)) {
                rulesHtml += note;
                used += summary_utf8Bytes(note);
            }
        }
        if (shown < rules.rows.length) {
            const note = rulesNote(rules.rows.length - shown);
            rulesHtml += note;
            used += summary_utf8Bytes(note);
        }
    }
    // The file table's rows, rendered now so that the findings leave room for them.
    const listAll = files.length <= FILES_LISTED;
    const listed = listAll ? files : files.filter((f) => f.findings.length > 0 || fileCounts(f).error + fileCounts(f).warning + fileCounts(f).notice > 0);
    const unlisted = files.length - listed.length;
    const unlistedNote = unlisted > 0 ? `<p>${plural(unlisted, 'more file')} without findings ${unlisted === 1 ? 'is' : 'are'} counted, not listed.</p>\n\n` : '';
    const fileRows = listed.map((file) => {
        const counts = fileCounts(file);
        const passed = filePassed(file, run.policy.failOn);
        return (`<tr><td>${linked(`<code>${summary_text(file.path)}</code>`, href(file))}</td><td>${summary_text(file.kind)}</td><td>${num(file.entries)}</td>` +
            `<td>${num(file.bytes)}</td><td>${num(counts.error)}</td><td>${num(counts.warning)}</td><td>${num(counts.notice)}</td><td>${verdict(passed)}</td></tr>\n`);
    });
    const filesFull = files.length > 0 ? summary_utf8Bytes(FILE_TABLE_OPEN) + fileRows.reduce((n, r) => n + summary_utf8Bytes(r), 0) + summary_utf8Bytes(unlistedNote) : 0;
    // The findings may take all but a share of what is left: the file table (and the site) get it.
    const tailShare = Math.min(filesFull, Math.floor(Math.max(0, cap - used) / 4));
    // Findings: at most FINDINGS_PER_RULE_SHOWN of a rule per file; choose the rows that fit, most
    // severe first, then list them by file and position.
    let findingsHtml = '';
    let omitted = 0;
    if (totalFindings > 0) {
        used += summary_utf8Bytes(FINDINGS_HEADING);
        const reserveNotes = 2 * summary_utf8Bytes(findingsNote(totalFindings)) + filesReserve + tailShare;
        const candidates = [];
        const blockOpen = new Map();
        /**
         * Per file, the rules that get a line of their own for what the table leaves out (more than
         * FINDINGS_PER_RULE_SHOWN findings, or findings past the file's cap): all their findings, and
         * those the file's list keeps.
         */
        const perRule = new Map();
        for (const file of files) {
            if (file.findings.length === 0)
                continue;
            const counts = fileCounts(file);
            blockOpen.set(file, `<details open>\n<summary>${linked(`<code>${summary_text(file.path)}</code>`, href(file))}: ${plural(counts.error, 'error')}, ` +
                `${plural(counts.warning, 'warning')}, ${plural(counts.notice, 'notice')}</summary>\n${FINDING_TABLE_OPEN}`);
            const ofRule = new Map();
            for (const [index, finding] of sortedFindings(file.findings).entries()) {
                const seen = ofRule.get(finding.rule) ?? 0;
                ofRule.set(finding.rule, seen + 1);
                if (seen >= FINDINGS_PER_RULE_SHOWN)
                    continue;
                candidates.push({ file, finding, index, html: '' });
            }
            const lines = new Map();
            const left = droppedByFile.get(file)?.rules ?? new Map();
            for (const [rule, kept] of ofRule)
                if (kept > FINDINGS_PER_RULE_SHOWN || left.has(rule))
                    lines.set(rule, { all: kept + (left.get(rule) ?? 0), kept });
            for (const [rule, n] of left)
                if (!lines.has(rule))
                    lines.set(rule, { all: n, kept: 0 });
            perRule.set(file, lines);
        }
        const findingRow = (file, finding) => {
            const at = place(finding);
            return (`<tr><td>${summary_SEVERITY_ICON[finding.severity] ?? ''} ${summary_text(finding.severity)}</td><td>${ruleCell(finding.rule)}</td>` +
                `<td>${at === '' ? '\u2014' : linked(`<code>${(0,neutralise/* escapeHtml */.ZD)(at)}</code>`, href(file, finding))}</td><td>${summary_text(finding.message)}</td></tr>\n`);
        };
        /** The line of a rule's findings not listed in a file's table (at most `max` digits' worth). */
        const moreLine = (rule, n) => `<tr><td colspan="4">\u2026 and ${summary_thousands(n)} more ${ruleCell(rule)} ${n === 1 ? 'finding' : 'findings'} in this file</td></tr>\n`;
        /** The line of a rule none of whose findings in a file is listed (all past the file's cap, or cut for size). */
        const noneLine = (rule, n) => `<tr><td colspan="4">\u2026 ${summary_thousands(n)} ${ruleCell(rule)} ${n === 1 ? 'finding' : 'findings'} in this file ${n === 1 ? 'is' : 'are'} not listed</td></tr>\n`;
        const moreBytes = (file) => {
            let n = 0;
            for (const [rule, count] of perRule.get(file) ?? [])
                n += Math.max(summary_utf8Bytes(moreLine(rule, count.all)), summary_utf8Bytes(noneLine(rule, count.all)));
            return n;
        };
        candidates.sort((a, b) => core_policy/* SEVERITY_RANK */.f3[a.finding.severity] - core_policy/* SEVERITY_RANK */.f3[b.finding.severity] ||
            compareText(a.file.path, b.file.path) ||
            comparePosition(a.finding, b.finding));
        // Within a severity, as the annotations: the first finding of each file, then the first of
        // each rule in each file, then the rest, so that one noisy file does not fill the summary.
        const tierOf = new Map();
        const firstOfFile = new Set();
        const firstOfRule = new Set();
        for (const row of candidates) {
            const severity = row.finding.severity;
            const fileKey = `${severity}\u0000${row.file.path}`;
            const ruleKey = `${fileKey}\u0000${row.finding.rule}`;
            let tier = 2;
            if (!firstOfFile.has(fileKey))
                tier = 0;
            else if (!firstOfRule.has(ruleKey))
                tier = 1;
            firstOfFile.add(fileKey);
            firstOfRule.add(ruleKey);
            tierOf.set(row, tier);
        }
        const order = new Map(candidates.map((row, i) => [row, i]));
        candidates.sort((a, b) => core_policy/* SEVERITY_RANK */.f3[a.finding.severity] - core_policy/* SEVERITY_RANK */.f3[b.finding.severity] || tierOf.get(a) - tierOf.get(b) || order.get(a) - order.get(b));
        const chosen = new Map();
        const closeBytes = summary_utf8Bytes(BLOCK_CLOSE);
        for (const row of candidates) {
            // Rendered only when considered: the selection stops at the first row that does not fit.
            row.html = findingRow(row.file, row.finding);
            const opened = chosen.get(row.file);
            // A block's "N more" lines are reserved when it opens, at their largest (every finding of the rule).
            const cost = summary_utf8Bytes(row.html) + (opened ? 0 : summary_utf8Bytes(blockOpen.get(row.file) ?? '') + closeBytes + moreBytes(row.file));
            if (!fits(cost, reserveNotes))
                break;
            used += cost;
            if (opened)
                opened.push(row);
            else
                chosen.set(row.file, [row]);
        }
        let shown = 0;
        let covered = 0;
        for (const file of files) {
            const rows = chosen.get(file);
            if (!rows)
                continue;
            rows.sort((a, b) => a.index - b.index);
            findingsHtml += blockOpen.get(file) ?? '';
            const listedOfRule = new Map();
            for (const row of rows) {
                findingsHtml += row.html;
                listedOfRule.set(row.finding.rule, (listedOfRule.get(row.finding.rule) ?? 0) + 1);
            }
            for (const [rule, count] of perRule.get(file) ?? []) {
                const rest = count.all - (listedOfRule.get(rule) ?? 0);
                // Those of the file's list that the line counts are not in the note on omitted findings.
                covered += count.kept - (listedOfRule.get(rule) ?? 0);
                if (rest > 0)
                    findingsHtml += listedOfRule.has(rule) ? moreLine(rule, rest) : noneLine(rule, rest);
            }
            findingsHtml += BLOCK_CLOSE;
            shown += rows.length;
        }
        // Findings a rule's own line counts (past FINDINGS_PER_RULE_SHOWN) are not in the note again.
        omitted = totalFindings - covered - shown;
        findingsHtml = FINDINGS_HEADING + findingsHtml;
        if (omitted > 0 || dropped > 0)
            findingsHtml += findingsNote(omitted);
    }
    // The note on omitted findings also goes right under the totals, where it is seen first.
    if (totalFindings === 0 && dropped > 0)
        findingsHtml += findingsNote(0);
    const topNote = omitted > 0 || dropped > 0 ? findingsNote(omitted) : '';
    if (topNote !== '')
        used += 2 * summary_utf8Bytes(topNote);
    // One row per file (past FILES_LISTED files, those with findings), then the count of the rest.
    let filesHtml = '';
    if (files.length > 0) {
        let shown = 0;
        if (fits(summary_utf8Bytes(FILE_TABLE_OPEN), filesReserve)) {
            filesHtml = FILE_TABLE_OPEN;
            used += summary_utf8Bytes(FILE_TABLE_OPEN);
            for (const tr of fileRows) {
                const size = summary_utf8Bytes(tr);
                if (!fits(size, filesReserve))
                    break;
                filesHtml += tr;
                used += size;
                shown += 1;
            }
            filesHtml += TABLE_CLOSE;
            used += summary_utf8Bytes(TABLE_CLOSE);
        }
        if (shown < listed.length) {
            const note = filesNote(listed.length - shown);
            filesHtml += note;
            used += summary_utf8Bytes(note);
        }
        if (unlistedNote !== '' && fits(summary_utf8Bytes(unlistedNote), 0)) {
            filesHtml += unlistedNote;
            used += summary_utf8Bytes(unlistedNote);
        }
    }
    // The site: hosts, and the tree from robots.txt to indexes to sitemaps (or why there is none).
    let siteHtml = '';
    if (run.site) {
        const room = Math.min(SITE_MAX_BYTES, Math.floor(cap / 4), cap - used);
        siteHtml = room > 0 ? renderSite(run, room) : '';
        used += summary_utf8Bytes(siteHtml);
    }
    const out = `${(head + baselineHtml + topNote + notesHtml + rulesHtml + findingsHtml + siteHtml + filesHtml).replace(/\n+$/, '')}\n`;
    // The reservations above keep `out` within the cap; this only matters for caps too small
    // to hold even the heading.
    return summary_utf8Bytes(out) <= cap ? out : cutToBytes(out, cap);
}

;// CONCATENATED MODULE: ./build/report/text.js


const RESET = '\u001b[0m';
const SGR = {
    error: '\u001b[31m',
    warning: '\u001b[33m',
    notice: '\u001b[36m',
    dim: '\u001b[2m',
    passed: '\u001b[1;32m',
    failed: '\u001b[1;31m',
};
/** Width of the severity column: the longest severity, `warning`. */
const SEVERITY_WIDTH = 7;
/**
 * Renders `run` for a terminal, as lines ending in `\n`:
 *
 * - one line per finding, files in path order, findings by position (file-level first):
 *   `path:line:col  severity  rule  message`, or `path  severity  rule  message` for a
 *   file-level finding; the severity is padded to 7 characters so the columns line up;
 * - after a blank line: `note: ...` for each of `run.notes`, the totals
 *   (`2 files, 10 entries: 1 error, 0 warnings, 0 notices`) and the verdict, `passed` or `failed`.
 *
 * Every untrusted string goes through `neutralise`. With `color`, the only escape sequences in
 * the output are the SGR codes added here (severity, rule id, verdict); without it there are none.
 */
function renderText(run, options = {}) {
    const color = options.color === true;
    const paint = (code, s) => (color ? `${code}${s}${RESET}` : s);
    const lines = [];
    for (const file of sortedFiles(run.files)) {
        const path = (0,neutralise/* neutralise */.$0)(file.path);
        for (const f of sortedFindings(file.findings))
            lines.push(findingLine(path, f, paint));
    }
    const out = [...lines];
    if (out.length > 0)
        out.push('');
    for (const note of run.notes)
        out.push(`note: ${(0,neutralise/* neutralise */.$0)(note)}`);
    out.push(totalsLine(run));
    out.push(run.passed ? paint(SGR.passed, 'passed') : paint(SGR.failed, 'failed'));
    return `${out.join('\n')}\n`;
}
/** The totals of a run in one line: `2 files, 10 entries: 1 error, 0 warnings, 0 notices`. */
function totalsLine(run) {
    const t = run.totals;
    return `${plural(t.files, 'file')}, ${plural(t.entries, 'entry', 'entries')}: ${plural(t.errors, 'error')}, ${plural(t.warnings, 'warning')}, ${plural(t.notices, 'notice')}`;
}
function findingLine(path, f, paint) {
    const where = f.line === undefined ? path : f.column === undefined ? `${path}:${f.line}` : `${path}:${f.line}:${f.column}`;
    const severity = f.severity;
    const code = SGR[severity] ?? '';
    const label = (0,neutralise/* neutralise */.$0)(severity);
    const padding = ' '.repeat(Math.max(0, SEVERITY_WIDTH - label.length));
    return `${where}  ${paint(code, label)}${padding}  ${paint(SGR.dim, (0,neutralise/* neutralise */.$0)(f.rule))}  ${(0,neutralise/* neutralise */.$0)(f.message)}`;
}

;// CONCATENATED MODULE: ./build/cli/run.js
/**
 * The command-line adapter: argv -> settings -> engine -> report -> exit code. Pure of process
 * state: `runCli` returns what to print, and ./main.ts prints it.
 * Exit codes: 0 passed, 1 findings at or above `--fail-on`, 2 usage or configuration error.
 */


















const FORMATS = ['text', 'json', 'sarif', 'github', 'summary'];
/** The command-line options (every one is listed by `--help`). */
const OPTIONS = {
    profile: { type: 'string' },
    host: { type: 'string', multiple: true },
    'base-url': { type: 'string' },
    'site-dir': { type: 'string' },
    'require-https': { type: 'boolean' },
    'no-require-https': { type: 'boolean' },
    'max-bytes': { type: 'string' },
    'max-urls': { type: 'string' },
    lastmod: { type: 'string' },
    rule: { type: 'string', multiple: true },
    'check-pages': { type: 'boolean' },
    'fail-on': { type: 'string' },
    config: { type: 'string' },
    format: { type: 'string' },
    output: { type: 'string' },
    now: { type: 'string' },
    shard: { type: 'string' },
    threads: { type: 'string' },
    cwd: { type: 'string' },
    color: { type: 'boolean' },
    'no-color': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
};
/** The `--help` text, with the rule list generated from the catalog. */
function helpText() {
    const width = Math.max(...core_rules/* RULES */.y0.map((r) => r.id.length));
    const sev = (s) => (s === 'off' ? '-' : s);
    const rules = core_rules/* RULES */.y0.map((r) => `  ${r.id.padEnd(width)}  ${sev(r.severity.protocol).padEnd(7)} ${sev(r.severity.google).padEnd(7)} ${sev(r.severity.strict).padEnd(7)}`);
    return `Usage: ${version/* TOOL_NAME */.l} [options] [paths...]
       ${version/* TOOL_NAME */.l} merge [--format text|json|github|sarif|summary] [--output FILE] REPORT.json...

Checks sitemap files (urlset, sitemap index, .xml.gz, .txt, robots.txt) against the
sitemaps.org protocol and a policy. Paths are globs (a leading ! excludes), folders
(searched with the default patterns) or files, relative to the working directory.
Default: **/*sitemap*.xml **/*sitemap*.xml.gz **/*sitemap*.txt **/robots.txt
(.git is never searched; node_modules, vendor/bundle, .bundle, .venv and
site-packages only when a pattern names them).

Options:
  --profile NAME         protocol (default), google or strict
  --host HOST            allowed host, exact; repeatable or comma-separated
  --require-https        only https locs (default: on in strict)
  --no-require-https     allow http locs even in strict
  --max-bytes N          uncompressed size limit per file in bytes (default 52428800)
  --max-urls N           entries per file (default 50000)
  --lastmod MODE         w3c (default), xsd or date (default in strict)
  --rule ID=SEVERITY     override a rule: error, warning, notice or off; repeatable
  --fail-on LEVEL        error (default), warning or never
  --config FILE          YAML settings file (default: .sitemap-contract.yml if present);
                         its report-file and sarif-file are written as the action writes them
  --now DATETIME         the clock for lastmod-future, e.g. 2026-01-31T12:00:00Z
  --base-url URL         public URL at which --site-dir is served, e.g.
                         https://www.example.org/; turns on the site-level checks
                         (loc scope, index children and robots.txt sitemaps mapped
                         to files and checked too)
  --site-dir DIR         folder served at --base-url (default: the working directory)
  --check-pages          every loc under --base-url must map to a file in --site-dir
                         (page-missing)
  --format FORMAT        text (default), json, sarif (SARIF 2.1.0), github
                         (workflow commands) or summary (the job summary, Markdown/HTML)
  --output FILE          write the report to FILE instead of stdout (never over a
                         checked file)
  --shard I/N            check only shard I of N (a stable split of the files by path);
                         merge the shards' JSON reports with the merge command
  --threads N            worker threads judging files (default: one per core when the
                         run has 4 files or more of 64 KiB on average and 48 MiB in
                         all, else none; 1 judges every file on the main thread)
  --cwd DIR              the workspace (default: the current directory)
  --color, --no-color    force colours on or off (default: on for a terminal)
  -h, --help             show this help
  -v, --version          show the version

The merge command reads JSON reports of the shards of one run (--format json or the
report-file input), takes each file once, and prints one report (summary: the job
summary as Markdown/HTML, e.g. to append to $GITHUB_STEP_SUMMARY).

Exit codes: 0 passed, 1 findings at or above --fail-on, 2 usage or configuration error.

Rules (default severity in the profiles protocol, google, strict; - = off):
${rules.join('\n')}
`;
}
/** `--format github`: one annotation per finding, then one notice per note of the run. */
/**
 * The run as workflow commands, kept within what GitHub shows per step as the action keeps them
 * (max-annotations per severity, default 10; the notes, the overflow notice and the runner's
 * own error for a failing exit code take their room; see buildAnnotations).
 */
function githubCommands(run) {
    const notes = noteAnnotations(run.notes, 'in the text or JSON output of the run');
    const set = buildAnnotations(run, run.policy.maxAnnotations, { notice: notes.length, error: run.passed ? 0 : 1 });
    return renderWorkflowCommands(set) + renderNoteCommands(notes);
}
/** Settings whose flag is not `--` + the setting name. */
const FLAG_OF = { hosts: '--host', rules: '--rule', paths: 'paths' };
/** A bad setting's message, naming the flag it came from (or the config file, which it already names). */
function settingMessage(e) {
    if (e instanceof ConfigFileError)
        return e.message;
    const key = settingOf(e);
    const flag = FLAG_OF[key] ?? `--${key}`;
    return e.message.startsWith(key) ? flag + e.message.slice(key.length) : `${flag}: ${e.message}`;
}
/** An argument parser's message on one line (it breaks its advice over several). */
function oneLine(message) {
    return message.replace(/\s*\n\s*/g, ' ');
}
function usage(message) {
    return { stdout: '', stderr: `${version/* TOOL_NAME */.l}: ${(0,neutralise/* neutralise */.$0)(message)}\nRun ${version/* TOOL_NAME */.l} --help for the options.\n`, code: 2 };
}
const MERGE_FORMATS = ['text', 'json', 'github', 'sarif', 'summary'];
/** Largest JSON report `merge` reads, in bytes. */
const MAX_REPORT_BYTES = 512 * 1024 * 1024;
/** `sitemap-contract merge`: one report from the JSON reports of the shards of a run. */
async function runMerge(argv, env, isTty) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: [...argv],
            options: { format: { type: 'string' }, output: { type: 'string' }, color: { type: 'boolean' }, 'no-color': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
            allowPositionals: true,
            strict: true,
        });
    }
    catch (e) {
        return usage(`merge: ${oneLine(e.message)}`);
    }
    const v = parsed.values;
    if (v.help)
        return { stdout: helpText(), stderr: '', code: 0 };
    const format = (v.format ?? 'text');
    if (!MERGE_FORMATS.includes(format))
        return usage(`merge --format: ${JSON.stringify(v.format)} is not accepted; use one of ${MERGE_FORMATS.join(', ')}.`);
    if (parsed.positionals.length === 0)
        return usage('merge: name the JSON reports to merge.');
    if (v.output !== undefined) {
        const folder = namesFolder('merge --output', v.output);
        if (folder !== undefined)
            return usage(folder);
        // The merged report would replace one of the shards' (`merge --output a.json a.json b.json`).
        const target = external_node_path_.resolve(v.output);
        const input = parsed.positionals.find((file) => sameFile(external_node_path_.resolve(file), target));
        if (input !== undefined)
            return usage(`merge --output: ${JSON.stringify(v.output)} is one of the reports to merge (${JSON.stringify(input)}); it was left as it is. Give another file.`);
    }
    const reports = [];
    for (const file of parsed.positionals) {
        let data;
        try {
            const info = (0,external_node_fs_.statSync)(file);
            if (!info.isFile())
                return usage(`merge: ${JSON.stringify(file)} is not a regular file.`);
            if (info.size > MAX_REPORT_BYTES)
                return usage(`merge: ${JSON.stringify(file)} is larger than ${MAX_REPORT_BYTES} bytes.`);
            data = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
        }
        catch (e) {
            return usage(`merge: cannot read ${JSON.stringify(file)} as JSON (${e.code ?? e.message.split('\n')[0]}).`);
        }
        try {
            reports.push(checkReport(data, file));
        }
        catch (e) {
            if (e instanceof MergeError)
                return usage(e.message);
            throw e;
        }
    }
    let run;
    try {
        run = mergeReports(reports, parsed.positionals);
    }
    catch (e) {
        if (e instanceof MergeError)
            return usage(e.message);
        throw e;
    }
    let out;
    if (format === 'json')
        out = renderJson(buildJsonReport(run, { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w }));
    else if (format === 'sarif')
        out = renderSarif(buildSarif(run, { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w }));
    else if (format === 'github')
        out = githubCommands(run);
    else if (format === 'summary')
        out = renderSummary(run);
    else
        out = renderText(run, { color: v['no-color'] ? false : v.color ? true : isTty && env.NO_COLOR === undefined && v.output === undefined });
    if (v.output !== undefined) {
        try {
            writeOutputFile(process.cwd(), external_node_path_.resolve(v.output), out);
        }
        catch (e) {
            return usage(outputFailure(v.output, e));
        }
        return { stdout: '', stderr: '', code: run.passed ? 0 : 1 };
    }
    return { stdout: out, stderr: '', code: run.passed ? 0 : 1 };
}
/** Why `--output FILE` could not be written: a refusal's own message, or the file system's error code. */
function outputFailure(name, e) {
    return e instanceof ReportFileError ? e.message : `--output: cannot write ${JSON.stringify(name)} (${e.code ?? e.message}).`;
}
/** Runs the CLI on `argv` (without node and script). Never throws for user input. */
async function runCli(argv, env = process.env, isTty = false, context = {}) {
    if (argv[0] === 'merge')
        return runMerge(argv.slice(1), env, isTty);
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
    }
    catch (e) {
        return usage(oneLine(e.message));
    }
    const v = parsed.values;
    if (v.help)
        return { stdout: helpText(), stderr: '', code: 0 };
    if (v.version)
        return { stdout: `${version/* TOOL_VERSION */.w}\n`, stderr: '', code: 0 };
    const format = (v.format ?? 'text');
    if (!FORMATS.includes(format)) {
        return usage(`--format: ${JSON.stringify(v.format)} is not accepted; use one of ${FORMATS.join(', ')}.`);
    }
    if (v['require-https'] && v['no-require-https'])
        return usage('--require-https and --no-require-https contradict each other.');
    const cwd = external_node_path_.resolve(v.cwd ?? process.cwd());
    let cwdIsFolder = false;
    try {
        cwdIsFolder = (0,external_node_fs_.statSync)(cwd).isDirectory();
    }
    catch {
        // Missing, a path through a file, a loop of symlinks: not a folder.
    }
    if (!cwdIsFolder) {
        return usage(`--cwd: ${JSON.stringify(v.cwd ?? cwd)} is not a directory.`);
    }
    const raw = {
        profile: v.profile,
        hosts: v.host?.join('\n'),
        'base-url': v['base-url'],
        'site-dir': v['site-dir'],
        'require-https': v['require-https'] ? 'true' : v['no-require-https'] ? 'false' : undefined,
        'max-bytes': v['max-bytes'],
        'max-urls': v['max-urls'],
        lastmod: v.lastmod,
        rules: v.rule?.join('\n'),
        'check-pages': v['check-pages'] ? 'true' : undefined,
        'fail-on': v['fail-on'],
        config: v.config,
        now: v.now,
        shard: v.shard,
        paths: parsed.positionals.length > 0 ? parsed.positionals.join('\n') : undefined,
    };
    let threads;
    if (v.threads !== undefined) {
        threads = /^\d{1,3}$/.test(v.threads) ? Number(v.threads) : NaN;
        if (!(0,core_workers/* isThreadCount */.CA)(threads))
            return usage(`--threads: ${JSON.stringify(v.threads)} is not accepted; use a whole number from 1 to ${core_workers/* MAX_THREADS */.J$}.`);
    }
    let settings;
    try {
        settings = await resolveSettings(raw, cwd, { configAnywhere: true });
    }
    catch (e) {
        if (e instanceof core_policy/* PolicyError */.pn)
            return usage(settingMessage(e));
        throw e;
    }
    // A report file of the config file that would be refused ends the run now, not after the check.
    const refused = reportFileRefusals(cwd, [
        ['report-file', settings.reportFile],
        ['sarif-file', settings.sarifFile],
    ]);
    if (refused.length > 0)
        return { stdout: '', stderr: refused.map((r) => `${version/* TOOL_NAME */.l}: ${(0,neutralise/* neutralise */.$0)(r)}\n`).join(''), code: 2 };
    if (v.output !== undefined) {
        const folder = namesFolder('--output', v.output);
        if (folder !== undefined)
            return usage(folder);
        const target = external_node_path_.resolve(cwd, v.output);
        for (const [key, file] of [['report-file', settings.reportFile], ['sarif-file', settings.sarifFile]]) {
            if (file && sameFile(external_node_path_.resolve(cwd, file), target)) {
                return usage(`--output: ${JSON.stringify(v.output)} is also the ${key} of the config file; give another file.`);
            }
        }
    }
    let run;
    try {
        const options = { cwd, patterns: settings.paths, policy: settings.policy };
        if (settings.shard)
            options.shard = settings.shard;
        if (context.workerScript !== undefined && threads !== 1) {
            options.workers = threads === undefined ? { script: context.workerScript } : { script: context.workerScript, size: threads };
        }
        run = await checkWorkspace(options);
    }
    catch (e) {
        if (e instanceof core_policy/* PolicyError */.pn)
            return usage(settingMessage(e));
        throw e;
    }
    if (run.files.length === 0 && !run.shard) {
        return usage(`no files matched ${settings.paths.length > 0 ? settings.paths.join(' ') : 'the default patterns'} under ${cwd}.`);
    }
    if (v.output !== undefined) {
        // The report would replace a sitemap it judged (`--output sitemap.xml sitemap.xml`).
        const target = external_node_path_.resolve(cwd, v.output);
        // A shard's run holds its own files only; the others of the paths are checked files too.
        const checked = !(0,external_node_fs_.existsSync)(target) ? [] : [...run.files.map((f) => f.path), ...(settings.shard ? (await (0,discover/* discover */.k4)(settings.paths, cwd)).map((f) => f.path) : [])];
        const judged = checked.find((p) => sameFile(external_node_path_.resolve(cwd, p), target));
        if (judged !== undefined)
            return usage(`--output: ${JSON.stringify(v.output)} is one of the checked files (${JSON.stringify(judged)}); it was left as it is. Give another file.`);
    }
    let out;
    if (format === 'json')
        out = renderJson(buildJsonReport(run, { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w }));
    else if (format === 'sarif')
        out = renderSarif(buildSarif(run, { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w }));
    else if (format === 'github')
        out = githubCommands(run);
    else if (format === 'summary')
        out = renderSummary(run);
    else {
        const color = v['no-color'] ? false : v.color ? true : isTty && env.NO_COLOR === undefined && v.output === undefined;
        out = renderText(run, { color });
    }
    // The report files a config file names are written as the action writes them, besides the
    // output of --format.
    const tool = { name: version/* TOOL_NAME */.l, version: version/* TOOL_VERSION */.w };
    const reports = [
        ['report-file', settings.reportFile, () => renderJson(buildJsonReport(run, tool))],
        ['sarif-file', settings.sarifFile, () => renderSarif(buildSarif(run, tool))],
    ];
    // A report file that cannot be written does not hide the result: it is printed all the same,
    // and the exit code says the configuration is at fault.
    const failures = [];
    for (const [input, name, render] of reports) {
        if (!name)
            continue;
        try {
            writeReportFile(cwd, external_node_path_.resolve(cwd, name), render(), input, run.files.map((f) => f.path));
        }
        catch (e) {
            failures.push(`${version/* TOOL_NAME */.l}: ${(0,neutralise/* neutralise */.$0)(writeFailure(input, name, e))}\n`);
        }
    }
    let stdout = out;
    if (v.output !== undefined) {
        try {
            writeOutputFile(cwd, external_node_path_.resolve(cwd, v.output), out);
        }
        catch (e) {
            const failed = usage(outputFailure(v.output, e));
            return { ...failed, stderr: failures.join('') + failed.stderr };
        }
        stdout = '';
    }
    // With the report in a file, a failing run says so in one line on stderr (a passing one is quiet).
    const verdict = v.output === undefined || run.passed ? '' : `${version/* TOOL_NAME */.l}: ${totalsLine(run)}; failed (the report is in ${(0,neutralise/* neutralise */.$0)(v.output)}).\n`;
    return { stdout, stderr: failures.join('') + verdict, code: failures.length > 0 ? 2 : run.passed ? 0 : 1 };
}


/***/ }),

/***/ 6778:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hd: () => (/* binding */ daysFromCivil),
/* harmony export */   L3: () => (/* binding */ daysInMonth),
/* harmony export */   WS: () => (/* binding */ runDay),
/* harmony export */   vm: () => (/* binding */ digits)
/* harmony export */ });
/* unused harmony export isLeap */
/**
 * Small calendar helpers shared by the date checks (lastmod in ./fields.ts, extension dates in
 * ./extensions/values.ts): proleptic Gregorian calendar, any year.
 */
/** The number written by `n` ASCII digits at `i` of `s`, or -1 when any of them is not a digit (or missing). */
function digits(s, i, n) {
    let v = 0;
    for (let k = 0; k < n; k++) {
        const d = s.charCodeAt(i + k) - 0x30;
        if (!(d >= 0 && d <= 9))
            return -1;
        v = v * 10 + d;
    }
    return v;
}
/** True for a Gregorian leap year. */
function isLeap(y) {
    return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}
/** Days in month `m` (1-12) of year `y`. */
function daysInMonth(y, m) {
    return m === 2 ? (isLeap(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}
/** Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's days_from_civil); valid for any year. */
function daysFromCivil(y, m, d) {
    const yy = m <= 2 ? y - 1 : y;
    const era = Math.floor(yy / 400);
    const yoe = yy - era * 400;
    const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
    const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
    return era * 146_097 + doe - 719_468;
}
/**
 * The day of the run's clock, `YYYY-MM-DD UTC`, for messages: the date, not the instant, so that
 * two runs of one day word their findings alike (reports stay comparable).
 */
function runDay(now) {
    // Years outside 0000-9999 are written with a sign and six digits (`+012000-01-01`): the date is
    // everything before the time, not its first ten characters.
    const iso = now.toISOString();
    return `${iso.slice(0, iso.indexOf('T'))} UTC`;
}


/***/ }),

/***/ 4910:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  sz: () => (/* binding */ DEFAULT_PATTERNS),
  VT: () => (/* binding */ MAX_FILES_PER_RUN),
  nP: () => (/* binding */ MAX_PATTERNS),
  vX: () => (/* binding */ checkPathsInside),
  zM: () => (/* binding */ countGlobs),
  k4: () => (/* binding */ discover),
  rG: () => (/* binding */ patternFault)
});

// UNUSED EXPORTS: IGNORED_FOLDERS, MAX_ALTERNATIVES, MAX_GLOBSTARS, MAX_GROUPS, MAX_PATTERN_CHARS, MAX_STARS_PER_SEGMENT

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __nccwpck_require__(4006);
// EXTERNAL MODULE: ./build/core/policy.js
var policy = __nccwpck_require__(6390);
;// CONCATENATED MODULE: external "fs"
const external_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");
var external_fs_namespaceObject_0 = /*#__PURE__*/__nccwpck_require__.t(external_fs_namespaceObject, 2);
;// CONCATENATED MODULE: external "path"
const external_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");
;// CONCATENATED MODULE: external "url"
const external_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");
;// CONCATENATED MODULE: external "module"
const external_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("module");
;// CONCATENATED MODULE: ./node_modules/fdir/dist/index.mjs




//#region rolldown:runtime
var __require = /* @__PURE__ */ (0,external_module_namespaceObject.createRequire)(import.meta.url);

//#endregion
//#region src/utils.ts
function cleanPath(path) {
	let normalized = (0,external_path_namespaceObject.normalize)(path);
	if (normalized.length > 1 && normalized[normalized.length - 1] === external_path_namespaceObject.sep) normalized = normalized.substring(0, normalized.length - 1);
	return normalized;
}
const SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path, separator) {
	return path.replace(SLASHES_REGEX, separator);
}
const WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path) {
	return path === "/" || WINDOWS_ROOT_DIR_REGEX.test(path);
}
function normalizePath(path, options) {
	const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
	const pathNeedsCleaning = process.platform === "win32" && path.includes("/") || path.startsWith(".");
	if (resolvePaths) path = (0,external_path_namespaceObject.resolve)(path);
	if (normalizePath$1 || pathNeedsCleaning) path = cleanPath(path);
	if (path === ".") return "";
	const needsSeperator = path[path.length - 1] !== pathSeparator;
	return convertSlashes(needsSeperator ? path + pathSeparator : path, pathSeparator);
}

//#endregion
//#region src/api/functions/join-path.ts
function joinPathWithBasePath(filename, directoryPath) {
	return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
	return function(filename, directoryPath) {
		const sameRoot = directoryPath.startsWith(root);
		if (sameRoot) return directoryPath.slice(root.length) + filename;
		else return convertSlashes((0,external_path_namespaceObject.relative)(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
	};
}
function joinPath(filename) {
	return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
	return directoryPath + filename + separator;
}
function build$7(root, options) {
	const { relativePaths, includeBasePath } = options;
	return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}

//#endregion
//#region src/api/functions/push-directory.ts
function pushDirectoryWithRelativePath(root) {
	return function(directoryPath, paths) {
		paths.push(directoryPath.substring(root.length) || ".");
	};
}
function pushDirectoryFilterWithRelativePath(root) {
	return function(directoryPath, paths, filters) {
		const relativePath = directoryPath.substring(root.length) || ".";
		if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
	};
}
const pushDirectory = (directoryPath, paths) => {
	paths.push(directoryPath || ".");
};
const pushDirectoryFilter = (directoryPath, paths, filters) => {
	const path = directoryPath || ".";
	if (filters.every((filter) => filter(path, true))) paths.push(path);
};
const empty$2 = () => {};
function build$6(root, options) {
	const { includeDirs, filters, relativePaths } = options;
	if (!includeDirs) return empty$2;
	if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
	return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}

//#endregion
//#region src/api/functions/push-file.ts
const pushFileFilterAndCount = (filename, _paths, counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) counts.files++;
};
const pushFileFilter = (filename, paths, _counts, filters) => {
	if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
const pushFileCount = (_filename, _paths, counts, _filters) => {
	counts.files++;
};
const pushFile = (filename, paths) => {
	paths.push(filename);
};
const empty$1 = () => {};
function build$5(options) {
	const { excludeFiles, filters, onlyCounts } = options;
	if (excludeFiles) return empty$1;
	if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
	else if (onlyCounts) return pushFileCount;
	else return pushFile;
}

//#endregion
//#region src/api/functions/get-array.ts
const getArray = (paths) => {
	return paths;
};
const getArrayGroup = () => {
	return [""].slice(0, 0);
};
function build$4(options) {
	return options.group ? getArrayGroup : getArray;
}

//#endregion
//#region src/api/functions/group-files.ts
const groupFiles = (groups, directory, files) => {
	groups.push({
		directory,
		files,
		dir: directory
	});
};
const empty = () => {};
function build$3(options) {
	return options.group ? groupFiles : empty;
}

//#endregion
//#region src/api/functions/resolve-symlink.ts
const resolveSymlinksAsync = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	fs.realpath(path, (error, resolvedPath) => {
		if (error) return queue.dequeue(suppressErrors ? null : error, state);
		fs.stat(resolvedPath, (error$1, stat) => {
			if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
			if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return queue.dequeue(null, state);
			callback$1(stat, resolvedPath);
			queue.dequeue(null, state);
		});
	});
};
const resolveSymlinks = function(path, state, callback$1) {
	const { queue, fs, options: { suppressErrors } } = state;
	queue.enqueue();
	try {
		const resolvedPath = fs.realpathSync(path);
		const stat = fs.statSync(resolvedPath);
		if (stat.isDirectory() && isRecursive(path, resolvedPath, state)) return;
		callback$1(stat, resolvedPath);
	} catch (e) {
		if (!suppressErrors) throw e;
	}
};
function build$2(options, isSynchronous) {
	if (!options.resolveSymlinks || options.excludeSymlinks) return null;
	return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path, resolved, state) {
	if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
	let parent = (0,external_path_namespaceObject.dirname)(path);
	let depth = 1;
	while (parent !== state.root && depth < 2) {
		const resolvedPath = state.symlinks.get(parent);
		const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
		if (isSameRoot) depth++;
		else parent = (0,external_path_namespaceObject.dirname)(parent);
	}
	state.symlinks.set(path, resolved);
	return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
	return state.visited.includes(resolved + state.options.pathSeparator);
}

//#endregion
//#region src/api/functions/invoke-callback.ts
const onlyCountsSync = (state) => {
	return state.counts;
};
const groupsSync = (state) => {
	return state.groups;
};
const defaultSync = (state) => {
	return state.paths;
};
const limitFilesSync = (state) => {
	return state.paths.slice(0, state.options.maxFiles);
};
const onlyCountsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.counts, state.options.suppressErrors);
	return null;
};
const defaultAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths, state.options.suppressErrors);
	return null;
};
const limitFilesAsync = (state, error, callback$1) => {
	report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
	return null;
};
const groupsAsync = (state, error, callback$1) => {
	report(error, callback$1, state.groups, state.options.suppressErrors);
	return null;
};
function report(error, callback$1, output, suppressErrors) {
	if (error && !suppressErrors) callback$1(error, output);
	else callback$1(null, output);
}
function build$1(options, isSynchronous) {
	const { onlyCounts, group, maxFiles } = options;
	if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
	else if (group) return isSynchronous ? groupsSync : groupsAsync;
	else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
	else return isSynchronous ? defaultSync : defaultAsync;
}

//#endregion
//#region src/api/functions/walk-directory.ts
const readdirOpts = { withFileTypes: true };
const walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	state.queue.enqueue();
	if (currentDepth < 0) return state.queue.dequeue(null, state);
	const { fs } = state;
	state.visited.push(crawlPath);
	state.counts.directories++;
	fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
		callback$1(entries, directoryPath, currentDepth);
		state.queue.dequeue(state.options.suppressErrors ? null : error, state);
	});
};
const walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
	const { fs } = state;
	if (currentDepth < 0) return;
	state.visited.push(crawlPath);
	state.counts.directories++;
	let entries = [];
	try {
		entries = fs.readdirSync(crawlPath || ".", readdirOpts);
	} catch (e) {
		if (!state.options.suppressErrors) throw e;
	}
	callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
	return isSynchronous ? walkSync : walkAsync;
}

//#endregion
//#region src/api/queue.ts
/**
* This is a custom stateless queue to track concurrent async fs calls.
* It increments a counter whenever a call is queued and decrements it
* as soon as it completes. When the counter hits 0, it calls onQueueEmpty.
*/
var Queue = class {
	count = 0;
	constructor(onQueueEmpty) {
		this.onQueueEmpty = onQueueEmpty;
	}
	enqueue() {
		this.count++;
		return this.count;
	}
	dequeue(error, output) {
		if (this.onQueueEmpty && (--this.count <= 0 || error)) {
			this.onQueueEmpty(error, output);
			if (error) {
				output.controller.abort();
				this.onQueueEmpty = void 0;
			}
		}
	}
};

//#endregion
//#region src/api/counter.ts
var Counter = class {
	_files = 0;
	_directories = 0;
	set files(num) {
		this._files = num;
	}
	get files() {
		return this._files;
	}
	set directories(num) {
		this._directories = num;
	}
	get directories() {
		return this._directories;
	}
	/**
	* @deprecated use `directories` instead
	*/
	/* c8 ignore next 3 */
	get dirs() {
		return this._directories;
	}
};

//#endregion
//#region src/api/aborter.ts
/**
* AbortController is not supported on Node 14 so we use this until we can drop
* support for Node 14.
*/
var Aborter = class {
	aborted = false;
	abort() {
		this.aborted = true;
	}
};

//#endregion
//#region src/api/walker.ts
var Walker = class {
	root;
	isSynchronous;
	state;
	joinPath;
	pushDirectory;
	pushFile;
	getArray;
	groupFiles;
	resolveSymlink;
	walkDirectory;
	callbackInvoker;
	constructor(root, options, callback$1) {
		this.isSynchronous = !callback$1;
		this.callbackInvoker = build$1(options, this.isSynchronous);
		this.root = normalizePath(root, options);
		this.state = {
			root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
			paths: [""].slice(0, 0),
			groups: [],
			counts: new Counter(),
			options,
			queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
			symlinks: /* @__PURE__ */ new Map(),
			visited: [""].slice(0, 0),
			controller: new Aborter(),
			fs: options.fs || external_fs_namespaceObject_0
		};
		this.joinPath = build$7(this.root, options);
		this.pushDirectory = build$6(this.root, options);
		this.pushFile = build$5(options);
		this.getArray = build$4(options);
		this.groupFiles = build$3(options);
		this.resolveSymlink = build$2(options, this.isSynchronous);
		this.walkDirectory = build(this.isSynchronous);
	}
	start() {
		this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
		this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
		return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
	}
	walk = (entries, directoryPath, depth) => {
		const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
		if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
		const files = this.getArray(this.state.paths);
		for (let i = 0; i < entries.length; ++i) {
			const entry = entries[i];
			if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
				const filename = this.joinPath(entry.name, directoryPath);
				this.pushFile(filename, files, this.state.counts, filters);
			} else if (entry.isDirectory()) {
				let path = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
				if (exclude && exclude(entry.name, path)) continue;
				this.pushDirectory(path, paths, filters);
				this.walkDirectory(this.state, path, path, depth - 1, this.walk);
			} else if (this.resolveSymlink && entry.isSymbolicLink()) {
				let path = joinPathWithBasePath(entry.name, directoryPath);
				this.resolveSymlink(path, this.state, (stat, resolvedPath) => {
					if (stat.isDirectory()) {
						resolvedPath = normalizePath(resolvedPath, this.state.options);
						if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path + pathSeparator)) return;
						this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path + pathSeparator, depth - 1, this.walk);
					} else {
						resolvedPath = useRealPaths ? resolvedPath : path;
						const filename = (0,external_path_namespaceObject.basename)(resolvedPath);
						const directoryPath$1 = normalizePath((0,external_path_namespaceObject.dirname)(resolvedPath), this.state.options);
						resolvedPath = this.joinPath(filename, directoryPath$1);
						this.pushFile(resolvedPath, files, this.state.counts, filters);
					}
				});
			}
		}
		this.groupFiles(this.state.groups, directoryPath, files);
	};
};

//#endregion
//#region src/api/async.ts
function promise(root, options) {
	return new Promise((resolve$1, reject) => {
		callback(root, options, (err, output) => {
			if (err) return reject(err);
			resolve$1(output);
		});
	});
}
function callback(root, options, callback$1) {
	let walker = new Walker(root, options, callback$1);
	walker.start();
}

//#endregion
//#region src/api/sync.ts
function sync(root, options) {
	const walker = new Walker(root, options);
	return walker.start();
}

//#endregion
//#region src/builder/api-builder.ts
var APIBuilder = class {
	constructor(root, options) {
		this.root = root;
		this.options = options;
	}
	withPromise() {
		return promise(this.root, this.options);
	}
	withCallback(cb) {
		callback(this.root, this.options, cb);
	}
	sync() {
		return sync(this.root, this.options);
	}
};

//#endregion
//#region src/builder/index.ts
let pm = null;
/* c8 ignore next 6 */
/* fdir's optional picomatch lookup: cut by scripts/build.mjs */
var Builder = class {
	globCache = {};
	options = {
		maxDepth: Infinity,
		suppressErrors: true,
		pathSeparator: external_path_namespaceObject.sep,
		filters: []
	};
	globFunction;
	constructor(options) {
		this.options = {
			...this.options,
			...options
		};
		this.globFunction = this.options.globFunction;
	}
	group() {
		this.options.group = true;
		return this;
	}
	withPathSeparator(separator) {
		this.options.pathSeparator = separator;
		return this;
	}
	withBasePath() {
		this.options.includeBasePath = true;
		return this;
	}
	withRelativePaths() {
		this.options.relativePaths = true;
		return this;
	}
	withDirs() {
		this.options.includeDirs = true;
		return this;
	}
	withMaxDepth(depth) {
		this.options.maxDepth = depth;
		return this;
	}
	withMaxFiles(limit) {
		this.options.maxFiles = limit;
		return this;
	}
	withFullPaths() {
		this.options.resolvePaths = true;
		this.options.includeBasePath = true;
		return this;
	}
	withErrors() {
		this.options.suppressErrors = false;
		return this;
	}
	withSymlinks({ resolvePaths = true } = {}) {
		this.options.resolveSymlinks = true;
		this.options.useRealPaths = resolvePaths;
		return this.withFullPaths();
	}
	withAbortSignal(signal) {
		this.options.signal = signal;
		return this;
	}
	normalize() {
		this.options.normalizePath = true;
		return this;
	}
	filter(predicate) {
		this.options.filters.push(predicate);
		return this;
	}
	onlyDirs() {
		this.options.excludeFiles = true;
		this.options.includeDirs = true;
		return this;
	}
	exclude(predicate) {
		this.options.exclude = predicate;
		return this;
	}
	onlyCounts() {
		this.options.onlyCounts = true;
		return this;
	}
	crawl(root) {
		return new APIBuilder(root || ".", this.options);
	}
	withGlobFunction(fn) {
		this.globFunction = fn;
		return this;
	}
	/**
	* @deprecated Pass options using the constructor instead:
	* ```ts
	* new fdir(options).crawl("/path/to/root");
	* ```
	* This method will be removed in v7.0
	*/
	/* c8 ignore next 4 */
	crawlWithOptions(root, options) {
		this.options = {
			...this.options,
			...options
		};
		return new APIBuilder(root || ".", this.options);
	}
	glob(...patterns) {
		if (this.globFunction) return this.globWithOptions(patterns);
		return this.globWithOptions(patterns, ...[{ dot: true }]);
	}
	globWithOptions(patterns, ...options) {
		const globFn = this.globFunction || pm;
		/* c8 ignore next 5 */
		if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
		var isMatch = this.globCache[patterns.join("\0")];
		if (!isMatch) {
			isMatch = globFn(patterns, ...options);
			this.globCache[patterns.join("\0")] = isMatch;
		}
		this.options.filters.push((path) => isMatch(path));
		return this;
	}
};

//#endregion

;// CONCATENATED MODULE: ./node_modules/tinyglobby/dist/index.mjs





//#region src/utils.ts
const isReadonlyArray = Array.isArray;
const BACKSLASHES = /\\/g;
const DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
const isWin = process.platform === "win32";
const ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
	const patternsCount = patterns.length;
	const patternsParts = Array(patternsCount);
	const matchers = Array(patternsCount);
	let i, j;
	for (i = 0; i < patternsCount; i++) {
		const parts = splitPattern(patterns[i]);
		patternsParts[i] = parts;
		const partsCount = parts.length;
		const partMatchers = Array(partsCount);
		for (j = 0; j < partsCount; j++) partMatchers[j] = picomatch(parts[j], options);
		matchers[i] = partMatchers;
	}
	return (input) => {
		const inputParts = input.split("/");
		if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
		for (i = 0; i < patternsCount; i++) {
			const patternParts = patternsParts[i];
			const matcher = matchers[i];
			const inputPatternCount = inputParts.length;
			const minParts = Math.min(inputPatternCount, patternParts.length);
			j = 0;
			while (j < minParts) {
				const part = patternParts[j];
				if (part.includes("/")) return true;
				if (!matcher[j](inputParts[j])) break;
				if (!options.noglobstar && part === "**") return true;
				j++;
			}
			if (j === inputPatternCount) return true;
		}
		return false;
	};
}
/* node:coverage ignore next 2 */
const WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
const isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
	if (cwd === root || root.startsWith(`${cwd}/`)) {
		if (absolute) {
			const start = cwd.length + +!isRoot(cwd);
			return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
		}
		const prefix = root.slice(cwd.length + 1);
		if (prefix) return (p, isDir) => {
			if (p === ".") return prefix;
			const result = `${prefix}/${p}`;
			return isDir ? result.slice(0, -1) : result;
		};
		return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
	}
	if (absolute) return (p) => external_path_namespaceObject.posix.relative(cwd, p) || ".";
	return (p) => external_path_namespaceObject.posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
	if (root.startsWith(`${cwd}/`)) {
		const prefix = root.slice(cwd.length + 1);
		return (p) => `${prefix}/${p}`;
	}
	return (p) => {
		const result = external_path_namespaceObject.posix.relative(cwd, `${root}/${p}`);
		return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
	};
}
function ensureNonDriveRelativePath(path) {
	return path.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
const splitPatternOptions = { parts: true };
function splitPattern(path) {
	var _result$parts;
	const result = picomatch.scan(path, splitPatternOptions);
	return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path];
}
const ESCAPED_WIN32_BACKSLASHES = /\\(?![()[\]{}!+@])/g;
function convertPosixPathToPattern(path) {
	return escapePosixPath(path);
}
function convertWin32PathToPattern(path) {
	return escapeWin32Path(path).replace(ESCAPED_WIN32_BACKSLASHES, "/");
}
/**
* Converts a path to a pattern depending on the platform.
* Identical to {@link escapePath} on POSIX systems.
* @see {@link https://superchupu.dev/tinyglobby/documentation#convertPathToPattern}
*/
/* node:coverage ignore next 3 */
const convertPathToPattern = (/* unused pure expression or super */ null && (isWin ? convertWin32PathToPattern : convertPosixPathToPattern));
const POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
const WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
const escapePosixPath = (path) => path.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
const escapeWin32Path = (path) => path.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
/**
* Escapes a path's special characters depending on the platform.
* @see {@link https://superchupu.dev/tinyglobby/documentation#escapePath}
*/
/* node:coverage ignore next */
const escapePath = isWin ? escapeWin32Path : escapePosixPath;
/**
* Checks if a pattern has dynamic parts.
*
* Has a few minor differences with [`fast-glob`](https://github.com/mrmlnc/fast-glob) for better accuracy:
*
* - Doesn't necessarily return `false` on patterns that include `\`.
* - Returns `true` if the pattern includes parentheses, regardless of them representing one single pattern or not.
* - Returns `true` for unfinished glob extensions i.e. `(h`, `+(h`.
* - Returns `true` for unfinished brace expansions as long as they include `,` or `..`.
*
* @see {@link https://superchupu.dev/tinyglobby/documentation#isDynamicPattern}
*/
function isDynamicPattern(pattern, options) {
	if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
	const scan = picomatch.scan(pattern);
	return scan.isGlob || scan.negated;
}
function log(...tasks) {
	console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
	return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
//#endregion
//#region src/patterns.ts
const PARENT_DIRECTORY = /^(\/?\.\.)+/;
const ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
	var _PARENT_DIRECTORY$exe;
	const cwd = opts.cwd;
	let result = pattern;
	if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
	if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
	const escapedCwd = escapePath(cwd);
	result = (0,external_path_namespaceObject.isAbsolute)(result.replace(ESCAPING_BACKSLASHES, "")) ? external_path_namespaceObject.posix.relative(escapedCwd, result) : external_path_namespaceObject.posix.normalize(result);
	const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
	const parts = splitPattern(result);
	if (parentDir) {
		const n = (parentDir.length + 1) / 3;
		let i = 0;
		const cwdParts = escapedCwd.split("/");
		while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
			result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
			i++;
		}
		const potentialRoot = external_path_namespaceObject.posix.join(cwd, parentDir.slice(i * 3));
		if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
			props.root = ensureNonDriveRelativePath(potentialRoot);
			props.depthOffset = -n + i;
		}
	}
	if (!isIgnore && props.depthOffset >= 0) {
		var _props$commonPath;
		(_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
		const newCommonPath = [];
		const length = Math.min(props.commonPath.length, parts.length);
		for (let i = 0; i < length; i++) {
			const part = parts[i];
			if (part === "**" && !parts[i + 1]) {
				newCommonPath.pop();
				break;
			}
			if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
			newCommonPath.push(part);
		}
		props.depthOffset = newCommonPath.length;
		props.commonPath = newCommonPath;
		props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? external_path_namespaceObject.posix.join(cwd, ...newCommonPath) : cwd);
	}
	return result;
}
function processPatterns(options, patterns, props) {
	const matchPatterns = [];
	const ignorePatterns = [];
	for (const pattern of options.ignore) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
	}
	for (const pattern of patterns) {
		if (!pattern) continue;
		if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
		else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
	}
	return {
		match: matchPatterns,
		ignore: ignorePatterns
	};
}
//#endregion
//#region src/crawler.ts
function buildCrawler(options, patterns) {
	const cwd = options.cwd;
	const props = {
		root: cwd,
		depthOffset: 0
	};
	const processed = processPatterns(options, patterns, props);
	if (options.debug) log("internal processing patterns:", processed);
	const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
	const root = props.root.replace(BACKSLASHES, "");
	const matchOptions = {
		dot,
		nobrace: options.braceExpansion === false,
		nocase: !caseSensitiveMatch,
		noextglob: options.extglob === false,
		noglobstar: options.globstar === false,
		posix: true
	};
	const matcher = picomatch(processed.match, matchOptions);
	const ignore = picomatch(processed.ignore, matchOptions);
	const partialMatcher = getPartialMatcher(processed.match, matchOptions);
	const format = buildFormat(cwd, root, absolute);
	const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
	const excludePredicate = (_, p) => {
		const relativePath = excludeFormatter(p, true);
		return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
	};
	let maxDepth;
	if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
	const crawler = new Builder({
		filters: [debug ? (p, isDirectory) => {
			const path = format(p, isDirectory);
			const matches = matcher(path) && !ignore(path);
			if (matches) log(`matched ${path}`);
			return matches;
		} : (p, isDirectory) => {
			const path = format(p, isDirectory);
			return matcher(path) && !ignore(path);
		}],
		exclude: debug ? (_, p) => {
			const skipped = excludePredicate(_, p);
			log(`${skipped ? "skipped" : "crawling"} ${p}`);
			return skipped;
		} : excludePredicate,
		fs: options.fs,
		pathSeparator: "/",
		relativePaths: !absolute,
		resolvePaths: absolute,
		includeBasePath: absolute,
		resolveSymlinks: followSymbolicLinks,
		excludeSymlinks: !followSymbolicLinks,
		excludeFiles: onlyDirectories,
		includeDirs: onlyDirectories || !options.onlyFiles,
		maxDepth,
		signal: options.signal
	}).crawl(root);
	if (options.debug) log("internal properties:", {
		...props,
		root
	});
	return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
//#endregion
//#region src/index.ts
function formatPaths(paths, mapper) {
	if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
	return paths;
}
const defaultOptions = {
	caseSensitiveMatch: true,
	debug: !!process.env.TINYGLOBBY_DEBUG,
	expandDirectories: true,
	followSymbolicLinks: true,
	onlyFiles: true
};
function getOptions(options) {
	const opts = Object.assign({}, options);
	for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
	opts.cwd = (opts.cwd instanceof URL ? (0,external_url_namespaceObject.fileURLToPath)(opts.cwd) : (0,external_path_namespaceObject.resolve)(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
	opts.ignore = ensureStringArray(opts.ignore);
	opts.fs && (opts.fs = {
		readdir: opts.fs.readdir || external_fs_namespaceObject.readdir,
		readdirSync: opts.fs.readdirSync || external_fs_namespaceObject.readdirSync,
		realpath: opts.fs.realpath || external_fs_namespaceObject.realpath,
		realpathSync: opts.fs.realpathSync || external_fs_namespaceObject.realpathSync,
		stat: opts.fs.stat || external_fs_namespaceObject.stat,
		statSync: opts.fs.statSync || external_fs_namespaceObject.statSync
	});
	if (opts.debug) log("globbing with options:", opts);
	return opts;
}
function getCrawler(globInput, inputOptions = {}) {
	var _ref;
	if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
	const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
	const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
	const options = getOptions(isModern ? inputOptions : globInput);
	return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
	const [crawler, relative] = getCrawler(globInput, options);
	return crawler ? formatPaths(await crawler.withPromise(), relative) : [];
}
function globSync(globInput, options) {
	const [crawler, relative] = getCrawler(globInput, options);
	return crawler ? formatPaths(crawler.sync(), relative) : [];
}
//#endregion


;// CONCATENATED MODULE: ./build/core/discover.js
/**
 * File discovery: globs, directories and file names, relative to the workspace, into a sorted list
 * of files to check. Nothing outside the workspace is ever read: a path that resolves (through a
 * symlink, itself or one of its folders) outside the workspace, a FIFO, a socket or a device is
 * returned with a `problem` instead of being opened. Globs never follow symlinked folders, but
 * they do list symlinks and special files whose names match, so these are reported rather than
 * silently skipped.
 */






/**
 * The default `paths`: sitemaps and robots.txt anywhere in the workspace. A sitemap is a file
 * whose name holds "sitemap" anywhere, not only at its start (INTERFACE.md's `sitemap*`):
 * WordPress writes `wp-sitemap.xml` and `wp-sitemap-posts-post-1.xml`, Yoast and Rank Math
 * `post-sitemap.xml`, others `news-sitemap.xml`; `sitemap*` left them unchecked without a word.
 * Frozen.
 */
const DEFAULT_PATTERNS = Object.freeze([
    '**/*sitemap*.xml',
    '**/*sitemap*.xml.gz',
    '**/*sitemap*.txt',
    '**/robots.txt',
]);
/** Folders never searched by globs. Frozen. */
const IGNORED_FOLDERS = Object.freeze([
    '**/node_modules/**',
    '**/.git/**',
    // Installed packages of other ecosystems, whose templates are named like sitemaps: Ruby gems
    // (jekyll-sitemap's sitemap.xml and robots.txt in vendor/bundle with bundler-cache) and Python
    // packages (mkdocs's sitemap.xml template in .venv/lib/python3.x/site-packages).
    '**/vendor/bundle/**',
    '**/.bundle/**',
    '**/.venv/**',
    '**/site-packages/**',
]);
/**
 * Files checked in one run at most. A pull request can add any number of files; past the cap the
 * first files by path are checked and the next one is reported (`file-unreadable`) with the
 * number of files left out, so the run fails instead of silently checking part of the set.
 */
const MAX_FILES_PER_RUN = 100_000;
/** Names that look like sitemap or robots files; a directory so named is reported, not skipped. */
const SITEMAP_LIKE = /(\.xml|\.gz|\.txt)$/i;
function looksLikeSitemapFile(p) {
    return SITEMAP_LIKE.test(p) || external_node_path_.basename(p) === 'robots.txt';
}
function isInside(root, candidate) {
    const rel = external_node_path_.relative(root, candidate);
    // `..` or `../x` leave the root; a name that merely starts with two dots (`..sitemap.xml`) does not.
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${external_node_path_.sep}`) && !external_node_path_.isAbsolute(rel));
}
/** A line terminator, which `.` of a regular expression does not match (see `lineTerminatorMatches`). */
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;
/**
 * `readdir` for the glob crawler that lists every entry other than a folder as a file: the
 * crawler would otherwise drop symlinks (it is told not to follow them) and FIFOs, sockets and
 * devices (neither files nor folders), and a sitemap-named one would pass unreported. A symlink
 * to a folder is listed as a file too, so it is never crawled. Names with a line terminator are
 * noted in `odd`.
 */
function globFs(root, odd) {
    const readdirAllAsFiles = (dir, options, callback) => {
        (0,external_node_fs_.readdir)(dir, { withFileTypes: true }, (error, entries) => {
            if (error)
                return callback(error, []);
            const oddFolder = LINE_TERMINATOR.test(dir);
            for (const entry of entries) {
                if (entry.isDirectory()) {
                    if (LINE_TERMINATOR.test(entry.name))
                        odd.folders.push(external_node_path_.join(dir, entry.name));
                    continue;
                }
                if (oddFolder || LINE_TERMINATOR.test(entry.name))
                    odd.files.push(toPosix(external_node_path_.relative(root, external_node_path_.join(dir, entry.name))));
                if (entry.isFile())
                    continue;
                Object.defineProperties(entry, {
                    isFile: { value: () => true },
                    isSymbolicLink: { value: () => false },
                });
            }
            callback(null, entries);
        });
    };
    return { readdir: readdirAllAsFiles };
}
/**
 * The files the glob crawler passed by because of a line terminator in their path, that
 * `include` matches and `exclude` does not (relative, `/` separators). The glob library builds
 * regular expressions in which `.` stands for "any character" (in `**`, and in the rule that a
 * `*` matches at least one character), and `.` matches no line terminator: a file named
 * "\nsitemap.xml", or every file in a folder whose name holds a line break, matched no pattern
 * and passed unchecked. Such folders are searched here (symlinks are not followed, excluded
 * folders are not entered), and the paths are matched against the same patterns with `.`
 * matching every character (the `s` flag), the library's options otherwise.
 */
async function lineTerminatorMatches(root, odd, include, exclude) {
    const options = { dot: true, posix: true, flags: 's' };
    const isIncluded = picomatch(include.map((p) => external_node_path_.posix.normalize(p)), options);
    const isExcluded = exclude.length === 0 ? () => false : picomatch(exclude.map((p) => external_node_path_.posix.normalize(p)), options);
    const files = new Set(odd.files);
    const walked = new Set();
    const pending = [...odd.folders];
    while (pending.length > 0) {
        const dir = pending.pop();
        if (walked.has(dir) || isExcluded(toPosix(external_node_path_.relative(root, dir))))
            continue;
        walked.add(dir);
        const entries = await readdirEntries(dir);
        for (const entry of entries) {
            const abs = external_node_path_.join(dir, entry.name);
            if (entry.isDirectory())
                pending.push(abs);
            else
                files.add(toPosix(external_node_path_.relative(root, abs)));
        }
    }
    return [...files].filter((rel) => isIncluded(rel) && !isExcluded(rel));
}
function readdirEntries(dir) {
    return new Promise((resolve) => (0,external_node_fs_.readdir)(dir, { withFileTypes: true }, (error, entries) => resolve(error ? [] : entries)));
}
function toPosix(p) {
    return p.split(external_node_path_.sep).join('/');
}
/**
 * Expands `patterns` (globs; `!` excludes; a directory means the default patterns under it; a
 * plain file name is taken as is; exclusions alone apply to the default patterns) under
 * `workspace` (a folder; a relative path is taken from the process's current directory). Returns
 * files sorted by path. Matching nothing is not an error here; the caller decides. Throws
 * TypeError for `patterns` that are not an array of strings, a `workspace` that is not a string,
 * or options that are not an object of DiscoverOptions (a `maxFiles` that is not a number of 1 or
 * more); PolicyError for patterns past the limits of `paths`; rejects with the file system's
 * error (ENOENT...) when `workspace` does not exist.
 */
async function discover(patterns, workspace, options = {}) {
    const call = 'discover(patterns, workspace, options)';
    if (!(0,policy/* isStringList */.e6)(patterns))
        throw new TypeError(`${call}: patterns must be an array of strings (globs, folders or files).`);
    if (typeof workspace !== 'string' || workspace === '' || workspace.includes('\0'))
        throw new TypeError(`${call}: workspace must be the path of a folder.`);
    if (typeof options !== 'object' || options === null || Array.isArray(options))
        throw new TypeError(`${call}: options must be an object.`);
    // NaN would lift the cap altogether (Math.max(1, NaN) is NaN, and no count is >= NaN).
    if (options.maxFiles !== undefined && !(typeof options.maxFiles === 'number' && options.maxFiles >= 1)) {
        throw new TypeError(`${call}: options.maxFiles: ${(0,policy/* shownValue */.JJ)(options.maxFiles)} is not accepted; give a number of files, 1 or more.`);
    }
    if (options.onUnmatched !== undefined && typeof options.onUnmatched !== 'function')
        throw new TypeError(`${call}: options.onUnmatched, when given, must be a function.`);
    const maxFiles = Math.max(1, Math.floor(options.maxFiles ?? MAX_FILES_PER_RUN));
    const root = await (0,promises_.realpath)(workspace);
    const include = [];
    // An ignored folder that a pattern names (`docs/site-packages`, `vendor/bundle/**/x.xml`) is
    // searched after all; `.git` never is.
    const namedFolder = (ignored) => {
        const folder = ignored.slice(3, -3);
        if (folder === '.git')
            return false;
        // A pattern that looks into it (not an exclusion), naming it as whole path segments.
        return patterns.some((p) => !p.trim().startsWith('!') && `/${normalisePattern(p.trim())}/`.includes(`/${folder}/`));
    };
    const exclude = IGNORED_FOLDERS.filter((ignored) => !namedFolder(ignored));
    const literal = [];
    /** The globs given (not the defaults), with the pattern searched for each. */
    const globs = [];
    /** The folders given, with their path relative to the workspace ('' for the workspace itself). */
    const folders = [];
    /** Patterns and folders that would be searched outside the workspace: reported, never searched. */
    const refused = new Map();
    const given = patterns.map((p) => p.trim()).filter((p) => p !== '');
    const globCount = countGlobs(given);
    if (globCount > MAX_PATTERNS)
        throw new policy/* PolicyError */.pn('paths', `paths: ${globCount} glob patterns are given; at most ${MAX_PATTERNS} are accepted (a folder or a glob names many files at once).`);
    const spelled = await insideSpellings(given, root);
    const plainExclusions = given.filter((p) => p.startsWith('!') && !p.startsWith('!(') && !isDynamicPattern(p.slice(1))).length;
    let folderCount = 0;
    const tooMany = () => new policy/* PolicyError */.pn('paths', `paths: ${searchPatterns(globCount, plainExclusions, folderCount)} patterns would be searched (${globCount} globs, ${plainExclusions} plain exclusions, ${folderCount} folders of ${DEFAULT_PATTERNS.length} default patterns each, so far); at most ${MAX_PATTERNS} are accepted. Name fewer folders, or one folder above them.`);
    if (searchPatterns(globCount, plainExclusions, 0) > MAX_PATTERNS)
        throw tooMany();
    // Only exclusions given (`!public/fr/**`): they apply to the default patterns.
    const onlyExclusions = given.length > 0 && given.every((p) => p.startsWith('!') && !p.startsWith('!('));
    for (const raw of given.length > 0 ? (onlyExclusions ? [...DEFAULT_PATTERNS, ...given] : given) : DEFAULT_PATTERNS) {
        // `!(a|b)` is an extglob, not an exclusion (as the glob library reads it).
        if (raw.startsWith('!') && !raw.startsWith('!(')) {
            exclude.push(normalisePattern((spelled.get(raw) ?? raw).slice(1)));
            continue;
        }
        // Searched as spelled inside the workspace; reported (unmatched notes) as given.
        const spelling = spelled.get(raw) ?? raw;
        const abs = external_node_path_.resolve(root, spelling);
        const info = await (0,promises_.lstat)(abs).catch(() => undefined);
        // A folder is searched with the default patterns, unless its name says it was meant as a
        // sitemap file (`sitemap.xml/`): then it is reported as a directory that cannot be read.
        if (info?.isDirectory() && !looksLikeSitemapFile(abs)) {
            const rel = toPosix(external_node_path_.relative(root, abs));
            const real = await (0,promises_.realpath)(abs).catch(() => abs);
            if (!isInside(root, real)) {
                refused.set(rel, { path: rel, absolute: abs, problem: 'it is a folder outside the workspace, so it was not searched' });
                continue;
            }
            folderCount++;
            if (searchPatterns(globCount, plainExclusions, folderCount) > MAX_PATTERNS)
                throw tooMany();
            const prefix = rel === '' ? '' : `${escapePath(rel)}/`;
            for (const d of DEFAULT_PATTERNS)
                include.push(prefix + d);
            if (given.length > 0 && !onlyExclusions && !folders.some((f) => f.given === raw))
                folders.push({ given: raw, rel });
        }
        else if (info || !isDynamicPattern(spelling)) {
            literal.push(abs);
        }
        else {
            const pattern = relativePattern(root, normalisePattern(spelling));
            const why = await leavesWorkspace(root, pattern);
            if (why) {
                refused.set(pattern, { path: pattern, absolute: external_node_path_.resolve(root, pattern), problem: `it is a pattern that ${why}, so it was not searched` });
                continue;
            }
            include.push(pattern);
            if (given.length > 0 && !onlyExclusions && !globs.some((g) => g.given === raw))
                globs.push({ given: raw, pattern });
        }
    }
    const odd = { files: [], folders: [] };
    const matched = include.length === 0
        ? []
        : await glob(include, {
            cwd: root,
            ignore: exclude,
            onlyFiles: false,
            followSymbolicLinks: false,
            dot: true,
            expandDirectories: false,
            fs: globFs(root, odd),
        });
    if (odd.files.length > 0 || odd.folders.length > 0)
        matched.push(...(await lineTerminatorMatches(root, odd, include, exclude)));
    // Candidates by path, so that the cap keeps the same files on every machine.
    const byPath = new Map();
    for (const abs of [...matched.map((m) => external_node_path_.resolve(root, m)), ...literal]) {
        const rel = toPosix(external_node_path_.relative(root, abs)).replace(/\/$/, '');
        if (!byPath.has(rel))
            byPath.set(rel, abs);
    }
    for (const [rel, file] of refused)
        if (!byPath.has(rel))
            byPath.set(rel, file.absolute);
    const candidates = [...byPath].sort((a, b) => compare(a[0], b[0]));
    const named = new Set(literal);
    const found = [];
    // Candidates are inspected INSPECT_WINDOW at a time (each inspection waits on two or three file
    // system calls; one after the other, a site of 20,000 files spent most of its discovery
    // waiting) and taken in path order.
    for (let from = 0; from < candidates.length; from += INSPECT_WINDOW) {
        const window = candidates.slice(from, from + INSPECT_WINDOW);
        const inspected = await Promise.all(window.map(([rel, abs]) => refused.get(rel) ?? inspect(root, abs, rel, named.has(abs))));
        for (let k = 0; k < window.length; k++) {
            const file = inspected[k];
            if (!file)
                continue;
            if (found.length === maxFiles) {
                // The first file past the cap stands for all of them (matches that turn out to be plain
                // folders are counted too: telling them apart would mean reading them all).
                const [rel, abs] = window[k];
                const left = candidates.length - (from + k);
                found.push({
                    path: rel,
                    absolute: abs,
                    problem: `a run checks at most ${thousands(maxFiles)} files, and the paths match more; this file and ${thousands(left - 1)} more after it (by path) were not checked. Narrow the paths, or split the check into several runs`,
                });
                return found;
            }
            found.push(file);
        }
    }
    if (options.onUnmatched) {
        const unmatched = new Set(unmatchedGlobs(globs, found));
        for (const f of folders)
            if (!found.some((file) => f.rel === '' || file.path.startsWith(`${f.rel}/`)))
                unmatched.add(f.given);
        // In the order given.
        for (const p of given) {
            if (!unmatched.has(p))
                continue;
            unmatched.delete(p);
            options.onUnmatched(p, folders.some((f) => f.given === p) ? 'folder' : 'glob');
        }
    }
    return found;
}
/**
 * The globs (as given) that no file of `found` matches, compared as the glob library compares
 * them: the pattern without a trailing `/`, normalised (`a/./b`, `a//b`), dot files included.
 */
function unmatchedGlobs(globs, found) {
    if (globs.length === 0)
        return [];
    const left = globs.map((g) => ({ given: g.given, isMatch: matcher(external_node_path_.posix.normalize(g.pattern.replace(/\/$/, ''))) }));
    for (const file of found) {
        for (let k = left.length - 1; k >= 0; k--)
            if (left[k].isMatch(file.path))
                left.splice(k, 1);
        if (left.length === 0)
            break;
    }
    return left.map((g) => g.given);
}
/** A matcher for `pattern`; one the matcher cannot compile (the crawler took it) matches everything, so it is never reported. */
function matcher(pattern) {
    try {
        // `s`: a name with a line terminator matches as any other (see lineTerminatorMatches).
        return picomatch(pattern, { dot: true, flags: 's' });
    }
    catch {
        return () => true;
    }
}
/** Candidates whose file system checks run at once in discover(). */
const INSPECT_WINDOW = 64;
function thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** Longest pattern accepted, in characters. */
const MAX_PATTERN_CHARS = 1024;
/** Most repeating wildcards (`*`, and the extglobs `*(`, `+(`, `!(`) in one path segment of a pattern. */
const MAX_STARS_PER_SEGMENT = 2;
/** Most `**` segments in one pattern. */
const MAX_GLOBSTARS = 2;
/** Most groups (`(...)`, extglobs included, and `{...}` braces) in one pattern. */
const MAX_GROUPS = 4;
/** Most alternatives (the branches of `{a,b}` and `@(a|b)`) in one pattern, all groups together. */
const MAX_ALTERNATIVES = 20;
/**
 * Why a pattern of `paths` is refused, or undefined. Patterns and file names both come from the
 * pull request, and the glob library matches with regular expressions that backtrack: `*a*a*a*b`
 * takes seconds against one 100-character name, and an extglob with a wildcard inside
 * (`*(*a)b`) grows exponentially, as do many groups that can match the same text two ways
 * (`@(a|a)` 36 times: a minute) and three `**` segments against a deep path. Accepted: at most
 * MAX_STARS_PER_SEGMENT repeating wildcards in each path segment, at most MAX_GLOBSTARS `**`
 * segments and MAX_GROUPS groups in all, extglob groups without wildcards or groups inside them,
 * and at most MAX_PATTERN_CHARS characters (measured: the worst names then take milliseconds). Real paths (a `**` segment then
 * `sitemap-*.xml`, an exclusion of `public/drafts` and all below it, `public/@(en|de)/sitemap.xml`)
 * are far within it.
 */
function patternFault(pattern) {
    const p = pattern.startsWith('!') && !pattern.startsWith('!(') ? pattern.slice(1) : pattern;
    if (p.length > MAX_PATTERN_CHARS)
        return `is ${p.length} characters long; give a pattern of at most ${MAX_PATTERN_CHARS} characters`;
    const segments = segmentsOf(normalisePattern(p));
    // Every `**`, also one inside braces ({**/,}), counts.
    const globstars = p.split('**').length - 1;
    if (globstars > MAX_GLOBSTARS)
        return `has ${globstars} ** wildcards; at most ${MAX_GLOBSTARS} are accepted (more make matching deep paths slow)`;
    if (wrongRange(p))
        return 'has a brace range such as {1..12}, which the glob library reads as a character class ([1-12] matches 1 and 2 only); write the names out, as in sitemap-{10,11,12}.xml, or use sitemap-*.xml';
    let groups = 0;
    let alternatives = 0;
    let depth = 0;
    for (let i = 0; i < p.length; i++) {
        const c = p[i];
        if (c === '(' || c === '{') {
            groups++;
            depth++;
        }
        else if ((c === ')' || c === '}') && depth > 0)
            depth--;
        else if ((c === ',' || c === '|') && depth > 0)
            alternatives++;
    }
    if (groups > MAX_GROUPS)
        return `has ${groups} groups ("(" or "{"); at most ${MAX_GROUPS} are accepted (more make matching crafted file names slow)`;
    if (alternatives + groups > MAX_ALTERNATIVES)
        return `has ${alternatives + groups} alternatives in its groups; at most ${MAX_ALTERNATIVES} are accepted (more make matching crafted file names slow)`;
    for (const segment of segments) {
        if (segment === '**')
            continue;
        let depth = 0;
        for (let i = 0; i < segment.length; i++) {
            const c = segment[i];
            if ('*+?@!'.includes(c) && segment[i + 1] === '(') {
                if (depth > 0)
                    return `nests an extglob group in another ("${segment}"); write the alternatives out, as in @(a|b)`;
                // A repeated group whose alternatives overlap (+(a|[a])) backtracks exponentially.
                if (c === '*' || c === '+')
                    return `has the repeating extglob ${c}(...) ("${segment}"); use @(a|b) or a * outside a group instead`;
                depth++;
                i++;
            }
            else if (c === ')' && depth > 0) {
                depth--;
            }
            else if ((c === '[' || c === '?') && depth > 0) {
                return `has a wildcard or character class inside an extglob group ("${segment}"); keep them outside the group, as in @(a|b)*`;
            }
            else if (c === '*') {
                if (depth > 0)
                    return `has a * inside an extglob group ("${segment}"); keep wildcards outside the group, as in @(a|b)*`;
                while (segment[i + 1] === '*')
                    i++;
            }
        }
        const stars = starsIn(segment, 0).stars;
        if (stars > MAX_STARS_PER_SEGMENT) {
            return `has ${stars} repeating wildcards in the path segment "${segment}"; at most ${MAX_STARS_PER_SEGMENT} are accepted (more make matching crafted file names slow), e.g. sitemap-*-*.xml`;
        }
    }
    return undefined;
}
/**
 * The most repeating wildcards (`*` runs and `!(`) that one expansion of the braces of `s` holds,
 * from index `i` to the end of `s` or of the brace alternative `i` is in (`{sitemap*,*-sitemap*}`
 * is 2, not 3: the glob library tries the alternatives one at a time). Returns the count and the
 * index where reading stopped (at a `,` or `}` closing the alternative, or the end).
 */
function starsIn(s, i, inGroup = false) {
    let stars = 0;
    while (i < s.length) {
        const c = s[i];
        // Outside a group, "," and "}" are plain characters.
        if (inGroup && (c === ',' || c === '}'))
            return { stars, end: i };
        if (c === '{') {
            // The alternatives of the group, each read to its `,` or `}`: the most of them counts.
            let most = 0;
            let j = i + 1;
            for (;;) {
                const alt = starsIn(s, j, true);
                most = Math.max(most, alt.stars);
                j = alt.end + 1;
                if (alt.end >= s.length || s[alt.end] === '}')
                    break;
            }
            stars += most;
            i = j;
            continue;
        }
        if (c === '!' && s[i + 1] === '(')
            stars++;
        else if (c === '*') {
            stars++;
            while (s[i + 1] === '*')
                i++;
        }
        i++;
    }
    return { stars, end: i };
}
/**
 * The path segments of a pattern, split at `/` outside braces only: `{*a*a,x/y}*a*b` is one
 * segment for counting wildcards, since the braces expand to `*a*a*a*b` among others.
 */
function segmentsOf(p) {
    const out = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < p.length; i++) {
        const c = p[i];
        if (c === '{')
            depth++;
        else if (c === '}' && depth > 0)
            depth--;
        else if (c === '/' && depth === 0) {
            out.push(p.slice(start, i));
            start = i + 1;
        }
    }
    out.push(p.slice(start));
    return out;
}
/**
 * True when `p` holds a brace range the glob library reads wrongly: it turns `{1..12}` into the
 * character class `[1-12]`, right only for ranges of single characters without a step
 * (`{1..9}`, `{a..c}`).
 */
function wrongRange(p) {
    for (const m of p.matchAll(/\{(-?[A-Za-z0-9]+)\.\.(-?[A-Za-z0-9]+)(\.\.-?\d+)?\}/g)) {
        if (m[3] !== undefined || m[1].length > 1 || m[2].length > 1)
            return true;
    }
    return false;
}
/**
 * Most glob patterns in `paths`: matching costs patterns times files (6,000 of each took 46 s).
 * Plain file names (a shell's expansion of `public/*.xml`) are not matched, and not counted.
 */
const MAX_PATTERNS = 256;
/** The number of `patterns` that are globs (plain names and exclusions of plain names are not). */
function countGlobs(patterns) {
    let n = 0;
    for (const p of patterns)
        if (isDynamicPattern(p.startsWith('!') && !p.startsWith('!(') ? p.slice(1) : p))
            n++;
    return n;
}
/**
 * The patterns a search would match each file name against: the globs, every exclusion (a plain
 * name too: the glob library compiles each into a matcher) and the default patterns of each
 * folder. At most MAX_PATTERNS: 2,000 folders (8,000 patterns) in a pull request's config file
 * took 48 s and 600 MB to search.
 */
function searchPatterns(globs, exclusions, folders) {
    return globs + exclusions + folders * DEFAULT_PATTERNS.length;
}
function normalisePattern(p) {
    return p.replace(/\\/g, '/').replace(/^\.\//, '');
}
/**
 * Checks `patterns` (trimmed, as given) against `workspace` before anything is searched: the
 * faults of patternFault, and paths written to lead outside (see outsideFault, workspaceSpelling).
 * Returns the absolute ones inside the workspace by their path relative to it.
 *
 * @throws PolicyError (key `paths`) naming the first pattern at fault.
 */
async function checkPathsInside(patterns, workspace) {
    return insideSpellings(patterns.map((p) => p.trim()).filter((p) => p !== ''), await (0,promises_.realpath)(workspace));
}
async function insideSpellings(given, root) {
    const spelled = new Map();
    for (const p of given) {
        let fault = patternFault(p);
        if (fault === undefined) {
            const inside = await workspaceSpelling(root, p);
            if (inside === undefined)
                fault = 'is an absolute path outside the workspace; paths are relative to the workspace (e.g. public/sitemap.xml)';
            else {
                if (inside !== p)
                    spelled.set(p, inside);
                fault = outsideFault(root, inside);
            }
        }
        if (fault !== undefined)
            throw new policy/* PolicyError */.pn('paths', `paths: ${JSON.stringify(p.length > 200 ? `${p.slice(0, 200)}\u2026` : p)} ${fault}.`);
    }
    return spelled;
}
/**
 * An absolute path or glob (also an exclusion, `!` kept) as a path relative to the workspace
 * (`root`, its real path), whatever symlinks spell the workspace in it (a workspace reached
 * through a symlink: `/tmp` on macOS, a runner's linked work folder): the shortest leading part
 * whose real path is the workspace or a folder in it stands for that folder, and the rest is kept
 * as written (a symlink inside the workspace stays a symlink, judged where it is read).
 * Undefined when no leading part before the first wildcard leads into the workspace. Relative
 * patterns are returned as they are.
 */
async function workspaceSpelling(root, raw) {
    const exclusion = raw.startsWith('!') && !raw.startsWith('!(');
    const p = normalisePattern(exclusion ? raw.slice(1) : raw);
    if (!external_node_path_.posix.isAbsolute(p) && !/^[A-Za-z]:\//.test(p))
        return raw;
    const segments = p.split('/');
    const firstGlob = segments.findIndex((s) => isDynamicPattern(s));
    const fixed = firstGlob < 0 ? segments.length : firstGlob;
    for (let n = 1; n <= fixed; n++) {
        const real = await (0,promises_.realpath)(segments.slice(0, n).join('/') || '/').catch(() => undefined);
        if (real === undefined)
            break;
        if (!isInside(root, real))
            continue;
        const rel = toPosix(external_node_path_.relative(root, external_node_path_.join(real, ...segments.slice(n)))) || '.';
        return exclusion ? `!${rel}` : rel;
    }
    return undefined;
}
/**
 * Why a path or pattern relative to the workspace (`root`, its real path) leads outside it, or
 * undefined: `..` that climbs above the workspace (in a glob, any `..`: the glob library starts
 * its search in the parent for `../`, and after a `**` a `..` could climb anywhere). Paths are
 * relative to the workspace, so these are mistakes of the settings, refused before anything is
 * searched; a symlink inside the workspace that leads out is the files' matter (a finding).
 * Exclusions (`!`) are never outside faults.
 */
function outsideFault(root, raw) {
    if (raw.startsWith('!') && !raw.startsWith('!('))
        return undefined;
    const p = normalisePattern(raw);
    if (isDynamicPattern(p)) {
        if (p.replace(BRACE_RANGE, '').includes('..'))
            return 'holds "..", which could search outside the workspace; paths are relative to the workspace and stay inside it';
        return undefined;
    }
    if (!isInside(root, external_node_path_.resolve(root, p)))
        return 'climbs out of the workspace with ".."; paths are relative to the workspace and stay inside it';
    return undefined;
}
/** An absolute glob made relative to the workspace (it may then start with `..`); others as they are. */
function relativePattern(root, pattern) {
    if (!external_node_path_.posix.isAbsolute(pattern) && !/^[A-Za-z]:\//.test(pattern))
        return pattern;
    return toPosix(external_node_path_.relative(root, pattern)) || '.';
}
/** A brace range of the glob syntax: `{1..3}`, `{a..c}`, `{-2..2}`, `{1..9..2}`. */
const BRACE_RANGE = /\{-?[A-Za-z0-9]+\.\.-?[A-Za-z0-9]+(?:\.\.-?\d+)?\}/g;
/**
 * Why searching `pattern` (relative, `/` separators) would look outside the workspace, or
 * undefined: `..` anywhere in it (the glob library starts its search in the parent for `../`,
 * and also for `..?(x)/`; after a `**` a `..` could climb anywhere), or a folder before the first
 * wildcard that is (or leads through) a symlink to a place outside. The crawler itself never
 * enters symlinked folders, but it starts in the folder the pattern names.
 */
async function leavesWorkspace(root, pattern) {
    const segments = pattern.split('/');
    // A brace range (`{1..3}`, `{a..c}`, `{1..9..2}`) lists names; any other `..` may climb.
    if (pattern.replace(BRACE_RANGE, '').includes('..'))
        return 'climbs out with ".."';
    const base = [];
    for (const segment of segments.slice(0, -1)) {
        if (isDynamicPattern(segment))
            break;
        base.push(segment);
    }
    if (base.length === 0)
        return undefined;
    const real = await (0,promises_.realpath)(external_node_path_.resolve(root, ...base)).catch(() => undefined);
    if (real !== undefined && !isInside(root, real))
        return 'starts in a symlinked folder that leads outside the workspace';
    return undefined;
}
/**
 * What discovery makes of one candidate: a file to read, a file with the `problem` that keeps it
 * from being read, or undefined for a folder that is not worth a finding. `named`: the path was
 * given as such (not matched by a glob).
 */
async function inspect(root, abs, rel, named) {
    if (!isInside(root, abs)) {
        return { path: rel, absolute: abs, problem: 'it is outside the workspace' };
    }
    const link = await (0,promises_.lstat)(abs).catch(() => undefined);
    if (!link) {
        // A name without an extension is most often the build output's folder (the quick start's
        // `paths: public` on a site whose generator writes out/ or dist/).
        const folder = !/\.[^/]*$/.test(rel.slice(rel.lastIndexOf('/') + 1));
        const problem = folder
            ? 'there is no such folder or file; if it is the build output, build the site first, or name the folder your generator writes (public/, out/, dist/, _site/, build/)'
            : 'it does not exist';
        return { path: rel, absolute: abs, problem };
    }
    // Resolve every symlink on the way (the file itself or any folder above it).
    let loop = false;
    const real = await (0,promises_.realpath)(abs).catch((e) => {
        loop = e?.code === 'ELOOP';
        return undefined;
    });
    if (!real) {
        return { path: rel, absolute: abs, problem: loop ? 'it is a symlink that leads back to itself (a loop of symlinks)' : 'it is a symlink whose target does not exist' };
    }
    if (!isInside(root, real)) {
        if (link.isSymbolicLink()) {
            const target = await (0,promises_.stat)(real).catch(() => undefined);
            if (target?.isDirectory()) {
                // A glob lists a symlinked folder without entering it, as it does inside the workspace:
                // a finding only when the name looks like a sitemap file or the path was given as such.
                if (!named && !looksLikeSitemapFile(rel))
                    return undefined;
                return { path: rel, absolute: abs, problem: 'it is a symlink to a folder outside the workspace, so it was not searched' };
            }
        }
        return {
            path: rel,
            absolute: abs,
            problem: link.isSymbolicLink() ? 'it is a symlink to a file outside the workspace' : 'its path leads outside the workspace through a symlinked folder',
        };
    }
    // The checkout's .git folder holds credentials (an extraheader) and history, never a sitemap: a
    // symlink into it (sitemap.txt -> .git/config) would have its lines quoted in findings.
    if (external_node_path_.relative(root, real).split(external_node_path_.sep).some((part) => part.toLowerCase() === '.git')) {
        return { path: rel, absolute: abs, problem: 'it is inside the .git folder, or a symlink that leads into it, which is never read' };
    }
    const info = real === abs ? link : await (0,promises_.stat)(real).catch(() => undefined);
    if (!info)
        return { path: rel, absolute: abs, problem: 'its symlink target cannot be read' };
    if (info.isDirectory()) {
        // A directory matched by a glob is only worth a finding when its name looks like a sitemap.
        return looksLikeSitemapFile(rel)
            ? { path: rel, absolute: real, problem: 'it is a directory, not a file' }
            : undefined;
    }
    if (!info.isFile())
        return { path: rel, absolute: real, problem: 'it is not a regular file (a FIFO, socket or device)' };
    return { path: rel, absolute: real };
}


/***/ }),

/***/ 3810:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  vH: () => (/* binding */ checkFile)
});

// UNUSED EXPORTS: CHUNK_BYTES, checkStream, validate

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: external "node:stream"
const external_node_stream_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");
;// CONCATENATED MODULE: external "node:buffer"
const external_node_buffer_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
// EXTERNAL MODULE: ./build/core/policy.js
var policy = __nccwpck_require__(6390);
// EXTERNAL MODULE: ./build/core/text.js
var core_text = __nccwpck_require__(6067);
;// CONCATENATED MODULE: ./build/core/recent.js
/**
 * The last few answers of a lookup, found by `===` comparison before any hashing. A sitemap repeats
 * a handful of values on every entry (its namespaces, its hreflang languages), so a small ring of
 * recent keys answers most lookups with one or two comparisons of short or identical strings.
 */
class RecentAnswers {
    size;
    keys;
    values;
    next = 0;
    /** `size`: how many answers are kept (the oldest is replaced). */
    constructor(size) {
        this.size = size;
        this.keys = new Array(size).fill(undefined);
        this.values = new Array(size).fill(undefined);
    }
    /** The answer for `key`: a kept one, else `compute(key)`, which is then kept. */
    get(key, compute) {
        const keys = this.keys;
        for (let i = 0; i < this.size; i++)
            if (keys[i] === key)
                return this.values[i];
        return this.add(key, compute(key));
    }
    add(key, value) {
        this.keys[this.next] = key;
        this.values[this.next] = value;
        this.next = (this.next + 1) % this.size;
        return value;
    }
}

// EXTERNAL MODULE: ./build/core/extensions/values.js
var values = __nccwpck_require__(8267);
;// CONCATENATED MODULE: ./build/core/extensions/codes.js


/** The extension families whose values are judged against these lists. */
const NEEDS_CODE_LISTS = new Set(['xhtml', 'video', 'news']);
let lists;
let loading;
/** True once {@link loadCodeLists} has finished. */
function codeListsLoaded() {
    return lists !== undefined;
}
/** The exports of a CommonJS package: Node puts them on `default`, a bundler may not. */
function commonJs(m) {
    const d = m.default;
    return d ?? m;
}
/** Loads the code lists (once per process; later calls return the same promise). */
function loadCodeLists() {
    loading ??= (async () => {
        const [currencyCodes, iso3166, iso6392, tags, registryIndex] = await Promise.all([
            __nccwpck_require__.e(/* import() */ 904).then(__nccwpck_require__.t.bind(__nccwpck_require__, 9904, 19)),
            __nccwpck_require__.e(/* import() */ 608).then(__nccwpck_require__.bind(__nccwpck_require__, 4608)),
            __nccwpck_require__.e(/* import() */ 662).then(__nccwpck_require__.bind(__nccwpck_require__, 3662)),
            Promise.all(/* import() */[__nccwpck_require__.e(723), __nccwpck_require__.e(552)]).then(__nccwpck_require__.t.bind(__nccwpck_require__, 5552, 19)),
            // The index that `language-tags` reads (one module in a bundle): the only place that lists
            // the registry's ranges, which the package looks up as whole keys and never expands.
            __nccwpck_require__.e(/* import() */ 723).then(__nccwpck_require__.t.bind(__nccwpck_require__, 4723, 17)),
        ]);
        const iso639 = new Set();
        for (const l of iso6392.iso6392) {
            iso639.add(l.iso6392B);
            if (l.iso6392T)
                iso639.add(l.iso6392T);
            if (l.iso6391)
                iso639.add(l.iso6391);
        }
        lists = {
            countries: new Set(iso3166.iso31661.map((c) => c.alpha2)),
            iso639,
            currencies: new Set(commonJs(currencyCodes).codes()),
            languageTags: commonJs(tags),
            subtagRanges: subtagRanges(registryIndex.default),
        };
    })();
    return loading;
}
/** The ranges among the keys of the registry index (`qaa..qtz`), by subtag type. */
function subtagRanges(index) {
    const ranges = new Map();
    for (const key of Object.keys(index)) {
        const dots = key.indexOf('..');
        if (dots < 0)
            continue;
        const first = key.slice(0, dots).toLowerCase();
        const last = key.slice(dots + 2).toLowerCase();
        if (first.length !== last.length || first > last)
            continue;
        for (const type of Object.keys(index[key])) {
            if (type === 'grandfathered' || type === 'redundant')
                continue;
            let list = ranges.get(type);
            if (list === undefined)
                ranges.set(type, (list = []));
            list.push({ first, last, key });
        }
    }
    return ranges;
}
/**
 * Thrown when a check needs the code lists before they were loaded (the gate of ./gate.ts missed a
 * declaration). validate() and checkFile() then load them and judge the document again, so this
 * never reaches a report.
 */
class CodeListsNotLoaded extends Error {
    constructor() {
        super('The code lists (ISO 3166, ISO 639, ISO 4217, BCP 47) are used before they were loaded');
    }
}
function loaded() {
    if (!lists)
        throw new CodeListsNotLoaded();
    return lists;
}
/** Codes often written for a country that ISO 3166-1 spells otherwise. */
const COUNTRY_HINTS = { UK: 'GB', EN: 'GB', EL: 'GR' };
/** True for an assigned ISO 3166-1 alpha-2 code, written in upper case. */
function isCountry(code) {
    return loaded().countries.has(code);
}
/** A hint for a country code that is not assigned (`UK` \u2192 `GB`), or ''. */
function countryHint(code) {
    const up = code.toUpperCase();
    const hint = COUNTRY_HINTS[up];
    if (hint)
        return `; the ISO 3166-1 code of that country is ${hint}`;
    if (up !== code && loaded().countries.has(up))
        return `; write it in upper case: ${up}`;
    return '';
}
/** True for an ISO 4217 currency code (upper case, as the standard writes them). */
function isCurrency(code) {
    return /^[A-Z]{3}$/.test(code) && loaded().currencies.has(code);
}
/**
 * True for an ISO 639 language code of two or three lower-case letters: ISO 639-1, ISO 639-2/B,
 * ISO 639-2/T, or any language subtag of the IANA registry (which holds ISO 639-3 and 639-5).
 */
function isIso639(code) {
    if (!/^[a-z]{2,3}$/.test(code))
        return false;
    const l = loaded();
    return l.iso639.has(code) || l.languageTags.types(code).includes('language');
}
/** RFC 5646 section 2.1 langtag and privateuse syntax (grandfathered tags are looked up separately). */
const LANGTAG = /^(?:(?:[a-z]{2,3}(?:-[a-z]{3}){0,3}|[a-z]{4}|[a-z]{5,8})(?:-[a-z]{4})?(?:-(?:[a-z]{2}|[0-9]{3}))?(?:-(?:[a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*(?:-[0-9a-wyz](?:-[a-z0-9]{2,8})+)*(?:-x(?:-[a-z0-9]{1,8})+)?|x(?:-[a-z0-9]{1,8})+)$/i;
/**
 * Longest value that is judged. RFC 5646 sets no maximum length for a tag (4.4.1 asks to support
 * at least 35 characters; private-use and extension subtags may go on without end), so this is a
 * bound on the work per value only: a registered tag is far shorter, and a longer value is
 * reported as not judged, not as invalid. The checks below are linear in the length: the
 * package's check of variants, quadratic in their number, only sees distinct ones (repeats are
 * refused before), so no more than the registry holds.
 */
const MAX_JUDGED_TAG = 1024;
/** Longest tag whose verdict is cached (the cache then holds at most 4,096 short strings). */
const MAX_CACHED_TAG = 256;
const CACHE_LIMIT = 4096;
const cache = new Map();
// Error codes of language-tags' Tag (1.0.9). Of the others, on a tag that passed LANGTAG:
// ERR_TOO_LONG (4) cannot occur (LANGTAG allows no subtag over 8 characters); ERR_EXTRA_REGION (5),
// ERR_EXTRA_EXTLANG (6), ERR_EXTRA_SCRIPT (7) and ERR_WRONG_ORDER (9) are true faults (a second
// extlang is permanently reserved, RFC 5646 2.2.2; LANGTAG has places for one script and one
// region only). ERR_DUPLICATE_VARIANT (8) is not reliable: the package adds each variant to the
// ones seen before it compares, so it finds every variant after the first "twice"
// (sl-rozaj-biske-1994); repeated variants are judged here instead ({@link repeatedVariant}).
const ERR_DEPRECATED = 1;
const ERR_NO_LANGUAGE = 2;
const ERR_UNKNOWN = 3;
const ERR_DUPLICATE_VARIANT = 8;
const ERR_SUPPRESS_SCRIPT = 10;
const ERR_SUBTAG_DEPRECATED = 11;
const ERR_EXTRA_LANGUAGE = 12;
const NO_LANGUAGE = 'is not a valid language tag: it does not start with a language code (a region alone is not enough; write e.g. "en-US")';
function extraLanguage(sub) {
    return `is not a valid language tag: ${(0,values/* quoteShort */.pf)(sub, 20)} is a language code where a script or region is expected`;
}
function subtagText(s) {
    if (typeof s === 'string')
        return s;
    if (Array.isArray(s))
        return s.map(subtagText).join(' ');
    if (s && typeof s.format === 'function')
        return s.format();
    return String(s);
}
/**
 * The registry type of subtag `i` of a well-formed langtag, before its first singleton (RFC 5646
 * 2.1): the first is the language; after it, the length and the kind of characters tell an
 * extlang (3 letters), a script (4 letters), a region (2 letters, 3 digits) and a variant apart.
 */
function placeType(sub, i) {
    if (i === 0)
        return 'language';
    if (/^[a-z]{3}$/.test(sub))
        return 'extlang';
    if (/^[a-z]{4}$/.test(sub))
        return 'script';
    if (/^(?:[a-z]{2}|[0-9]{3})$/.test(sub))
        return 'region';
    return 'variant';
}
/** The registry range of `type` that holds `sub` (lower case): same length, between its ends. */
function rangeHolding(l, type, sub) {
    const list = l.subtagRanges.get(type);
    if (list === undefined)
        return undefined;
    for (const range of list) {
        if (sub.length === range.first.length && sub >= range.first && sub <= range.last)
            return range;
    }
    return undefined;
}
/**
 * The subtags that the registry holds through a range only (`qaa`, `Qaaa`, `QM`, `XK`), which
 * RFC 5646 2.2.9 counts as registered and `language-tags` does not expand (it knows each range
 * as one key, `qaa..qtz`). A subtag held by a range of the type of its place is replaced by that
 * key, the registry record that `language-tags` has for it: the checks of the other subtags and
 * of their order stay its own. The package types a subtag after the first by its length, so a key
 * (six characters or more) there counts as a variant if its range is one and is passed over
 * otherwise; and the tag no longer spells a grandfathered one (`zh-QM-hakka` is not `zh-hakka`).
 * The scan ends at the first subtag that neither a record nor a range of its place holds, the
 * first one the package calls unknown. `subtags` are lower case.
 */
function withRanges(subtags, l) {
    let found;
    let replaced;
    for (let i = 0; i < subtags.length; i++) {
        const sub = subtags[i];
        // Extension and private-use subtags are no registry subtags.
        if (sub.length === 1)
            break;
        const place = placeType(sub, i);
        const types = l.languageTags.types(sub);
        if (types.includes(place))
            continue;
        const range = rangeHolding(l, place, sub);
        if (range !== undefined) {
            found ??= {};
            replaced ??= subtags.slice();
            replaced[i] = range.key;
            if (place === 'region')
                found.region = sub.toUpperCase();
            continue;
        }
        if (types.length > 0)
            continue;
        // Not in the index: language-tags calls it unknown, which a range of another type belies. It
        // is the first subtag the package finds unknown, and the package's first error: the subtags
        // after it change nothing (so a long tag of unknown subtags costs one lookup).
        const other = [...l.subtagRanges.keys()].find((type) => rangeHolding(l, type, sub) !== undefined);
        if (other === undefined)
            break;
        found ??= {};
        found.misplaced ??= new Map();
        let message;
        if (i === 0)
            message = NO_LANGUAGE;
        else if (other === 'language')
            message = extraLanguage(sub);
        else
            message = `is not a valid language tag: ${(0,values/* quoteShort */.pf)(sub, 20)} is registered as a ${other} subtag, which cannot stand where ${/^[aeiou]/.test(place) ? 'an' : 'a'} ${place} subtag is`;
        found.misplaced.set(sub, message);
        break;
    }
    if (found !== undefined && replaced !== undefined)
        found.tag = replaced.join('-');
    return found;
}
/**
 * The first variant subtag that appears twice (RFC 5646 2.2.5: a variant may not repeat, so
 * de-1996-1996 is not valid; 2.2.9), or undefined. Distinct variants may follow each other
 * (sl-rozaj-biske-1994, de-CH-1996-1901); the registry's Prefix fields only recommend which
 * subtags should precede a variant (a tag without them, fr-1901, is valid). Variants are the
 * subtags after the language of five to eight characters, or of four starting with a digit; they
 * end at the first singleton. `subtags` are lower case and well-formed (LANGTAG).
 */
function repeatedVariant(subtags) {
    let seen;
    for (let i = 1; i < subtags.length; i++) {
        const sub = subtags[i];
        if (sub.length === 1)
            return undefined;
        if (placeType(sub, i) !== 'variant')
            continue;
        seen ??= new Set();
        if (seen.has(sub))
            return sub;
        seen.add(sub);
    }
    return undefined;
}
/**
 * The first extension singleton that appears twice (RFC 5646 2.2.6: at most once each; 2.2.9: a
 * tag that repeats one is not valid), or undefined. Subtags after `x` are private use, where any
 * subtag may repeat. `subtags` are lower case.
 */
function repeatedSingleton(subtags) {
    let seen = '';
    for (let i = 1; i < subtags.length; i++) {
        const sub = subtags[i];
        if (sub.length !== 1)
            continue;
        if (sub === 'x')
            return undefined;
        if (seen.includes(sub))
            return sub;
        seen += sub;
    }
    return undefined;
}
/**
 * The message for a tag written with underscores (a POSIX or CMS locale such as `en_US` or
 * WordPress's `de_DE_formal`). The hyphenated form is offered only when it is itself a valid tag;
 * otherwise the message says why it is not, and offers its longest valid leading part, if any
 * (`de-DE` for `de_DE_formal`), so that following the advice does not lead to another finding.
 */
function underscoreMessage(tag) {
    const hyphenated = tag.replace(/_/g, '-');
    const lead = 'is not a BCP 47 language tag: subtags are separated by hyphens, not underscores';
    const verdict = judge(hyphenated);
    if (verdict.kind === 'valid')
        return `${lead} (${(0,values/* quoteShort */.pf)(hyphenated, 40)})`;
    // A legacy code (Java's iw_IL, in_ID): the hyphenated form is hreflang-deprecated in turn, so
    // the message says what to write instead.
    if (verdict.kind === 'deprecated')
        return `${lead}, and ${(0,values/* quoteShort */.pf)(hyphenated, 40)} ${verdict.message}`;
    // Why the hyphenated form is not valid, when a subtag is at fault (not for a form that is not
    // even well-formed, whose message is the general one).
    const VALID_LEAD = 'is not a valid language tag: ';
    const why = verdict.message.startsWith(VALID_LEAD) ? verdict.message.slice(VALID_LEAD.length) : '';
    let advice;
    if (/\("[^"]+"\)$/.test(why)) {
        advice = ''; // the reason names the tag to write (en-UK: "en-GB")
    }
    else {
        const subtags = hyphenated.split('-');
        let prefix;
        for (let n = subtags.length - 1; n > 0 && prefix === undefined; n--) {
            const candidate = subtags.slice(0, n).join('-');
            if (candidate !== '' && judge(candidate).kind === 'valid')
                prefix = candidate;
        }
        advice = prefix === undefined ? '; give a language code such as "en", optionally followed by a script and a region: "zh-Hant", "en-GB"' : `; write ${(0,values/* quoteShort */.pf)(prefix, 40)}`;
    }
    return `${lead}, and ${(0,values/* quoteShort */.pf)(hyphenated, 40)} is not a valid tag either${why === '' ? '' : `: ${why}`}${advice}`;
}
function judge(tag) {
    if (tag.length === 0)
        return { kind: 'invalid', message: 'is empty' };
    if (tag.toLowerCase() === 'x-default')
        return { kind: 'valid' };
    if (tag.length > MAX_JUDGED_TAG) {
        return {
            kind: 'unjudged',
            message: `is ${(0,values/* thousands */.oh)(tag.length)} characters long, longer than this tool judges (${(0,values/* thousands */.oh)(MAX_JUDGED_TAG)} characters); an hreflang is a language code, optionally with a script and a region, such as "de-CH" or "zh-Hant"`,
        };
    }
    if (/^\s|\s$/.test(tag))
        return { kind: 'invalid', message: 'has whitespace around it; write the language tag alone' };
    const l = loaded();
    let t = l.languageTags(tag);
    const grandfathered = t.type() === 'grandfathered';
    if (!grandfathered && !LANGTAG.test(tag)) {
        if (tag.includes('_'))
            return { kind: 'invalid', message: underscoreMessage(tag) };
        return { kind: 'invalid', message: 'is not a BCP 47 language tag (a language code such as "en", optionally followed by a script and a region: "zh-Hant", "en-GB"), nor x-default' };
    }
    // A private-use tag (RFC 5646 2.1 privateuse, "x-klingon") is a valid BCP 47 tag: its subtags
    // are agreed between the parties, the registry has none of them.
    if (!grandfathered && /^x-/i.test(tag))
        return { kind: 'valid' };
    const subtags = grandfathered ? [] : tag.toLowerCase().split('-');
    // Before the package: its check of variants is wrong (see ERR_DUPLICATE_VARIANT) and quadratic
    // in their number, which then stays below the number of variants in the registry.
    const variant = repeatedVariant(subtags);
    if (variant !== undefined) {
        return {
            kind: 'invalid',
            message: `is not a valid language tag: the variant subtag ${(0,values/* quoteShort */.pf)(variant, 12)} appears more than once, but each variant may appear only once; write it once`,
        };
    }
    const ranges = grandfathered ? undefined : withRanges(subtags, l);
    if (ranges?.tag !== undefined)
        t = l.languageTags(ranges.tag);
    // The package's duplicate variants are not reliable (see ERR_DUPLICATE_VARIANT): judged above.
    const errors = t.errors().filter((e) => e.code !== ERR_SUPPRESS_SCRIPT && e.code !== ERR_DUPLICATE_VARIANT);
    const region = ranges?.region ?? t.region()?.format().toUpperCase();
    const hard = errors.find((e) => e.code !== ERR_DEPRECATED && e.code !== ERR_SUBTAG_DEPRECATED);
    if (hard) {
        const sub = subtagText(hard.subtag);
        const misplaced = hard.code === ERR_UNKNOWN ? ranges?.misplaced?.get(sub.toLowerCase()) : undefined;
        let message;
        if (misplaced !== undefined) {
            message = misplaced;
        }
        else if (hard.code === ERR_EXTRA_LANGUAGE && sub.toLowerCase() === 'uk') {
            message = 'is not a valid language tag: "uk" is the code of Ukrainian, not of a region; the United Kingdom is GB ("en-GB")';
        }
        else if (hard.code === ERR_EXTRA_LANGUAGE) {
            message = extraLanguage(sub);
        }
        else if (hard.code === ERR_UNKNOWN) {
            message = `is not a valid language tag: ${(0,values/* quoteShort */.pf)(sub, 20)} is not in the IANA language subtag registry`;
        }
        else if (hard.code === ERR_NO_LANGUAGE) {
            message = NO_LANGUAGE;
        }
        else {
            message = `is not a valid language tag (${hard.message.replace(/\.$/, '')})`;
        }
        return { kind: 'invalid', message };
    }
    const singleton = repeatedSingleton(subtags);
    if (singleton !== undefined) {
        return {
            kind: 'invalid',
            message: `is not a valid language tag: the extension singleton ${(0,values/* quoteShort */.pf)(singleton, 4)} appears more than once, but a singleton may start only one extension; write all its subtags after one ${(0,values/* quoteShort */.pf)(singleton, 4)}`,
        };
    }
    if (errors.length > 0) {
        let message;
        if (grandfathered || errors[0].code === ERR_DEPRECATED) {
            const preferred = t.preferred();
            message = `is a deprecated language tag${preferred ? `; write ${(0,values/* quoteShort */.pf)(preferred.format(), 40)}` : ''}`;
        }
        else {
            const sub = errors[0].subtag;
            const s = sub && typeof sub === 'object' && !Array.isArray(sub) ? sub : undefined;
            const preferred = s?.preferred();
            message = `uses the deprecated subtag ${(0,values/* quoteShort */.pf)(subtagText(sub), 20)}${preferred ? `; write ${(0,values/* quoteShort */.pf)(preferred.format(), 20)} instead` : ''}`;
        }
        return region === undefined ? { kind: 'deprecated', message } : { kind: 'deprecated', message, region };
    }
    return region === undefined ? { kind: 'valid' } : { kind: 'valid', region };
}
/**
 * Judges an hreflang value: `x-default` (any case), or a BCP 47 tag that is well-formed (RFC 5646
 * syntax) and valid (RFC 5646 2.2.9): a private-use tag (`x-klingon`), a grandfathered tag, or a
 * langtag whose subtags the IANA registry holds, one by one or in a range (`qaa`, `en-Qaaa`,
 * `fr-XK`), with no variant and no extension singleton twice. A script equal to the language's
 * suppress-script (`en-Latn`) is accepted. A value longer than {@link MAX_JUDGED_TAG} characters
 * is `unjudged`.
 */
function judgeLanguageTag(tag) {
    // An entry's alternates name the same few languages as every other entry: the last ones are
    // found by comparing short strings, before the cache map.
    return recentTags.get(tag, judgeCached);
}
const recentTags = new RecentAnswers(8);
function judgeCached(tag) {
    const cached = cache.get(tag);
    if (cached)
        return cached;
    const verdict = judge(tag);
    if (tag.length <= MAX_CACHED_TAG) {
        if (cache.size >= CACHE_LIMIT)
            cache.clear();
        cache.set(tag, verdict);
    }
    return verdict;
}

// EXTERNAL MODULE: ./build/core/loc.js + 1 modules
var loc = __nccwpck_require__(9586);
// EXTERNAL MODULE: ./node_modules/saxes/saxes.js
var saxes = __nccwpck_require__(9800);
;// CONCATENATED MODULE: ./build/core/parser.js
/**
 * The saxes parser as the checks use it: every event handler slot declared up front, and faster
 * equivalents of saxes's hottest internal methods (reading names, text and attribute values,
 * opening tags, resolving namespaces); test/parser.test.ts holds them to plain saxes.
 *
 * saxes stores handlers as properties added by `on()`. Added after construction, six or more of
 * them push the parser object out of V8's fast-property layout, and every field access in the
 * parser's per-character loop slows down about fivefold (measured: 50,000-url sitemap, 0.17 s
 * with the slots declared, 0.87 s without). Declaring the slots as class fields gives the object
 * its final shape in the constructor.
 */

const NO_ATTRIBUTES = [];
/**
 * A SaxesParser whose handler slots exist from construction, with faster versions of saxes's
 * hottest methods (below). Events, payload values, errors and positions are saxes's. Three things
 * differ for a handler: the `ns` of a tag is one shared, frozen empty object until the tag's
 * first namespace declaration (read it, never write it; one read at opentagstart does not see the
 * declarations); an open tag and an attribute carry all their fields (`prefix`, `local`, `uri`,
 * `isSelfClosing`) from the start, with saxes's values once resolved; and a tag's `attributes` is
 * an accessor of its class, not an own property (Object.keys, JSON.stringify and spreading a tag
 * show two internal fields instead). With `plainHook` set, a plain `<url>` element the hook takes
 * gives no events at all.
 */
class SitemapSaxesParser extends saxes/* SaxesParser */.wT {
    /**
     * The attributes of the tag of the current open-tag event, in document order, namespaces
     * resolved: the list saxes builds `tag.attributes` from. Walking this array is several times
     * cheaper than a for-in over `tag.attributes` (a prototype-less dictionary object).
     */
    attributeList = NO_ATTRIBUTES;
    /**
     * Takes a plain `<url>` element read whole ({@link PlainEntry}) in place of its events, or
     * declines it (returns false; the parser then reads the element as usual, event by event).
     * Called for a `<url>` directly inside the root; while it runs, the parser has not read past its
     * `<` (it is at the `<`, or before the white space in front of it). The text before the `<url>`
     * is handed over first, unless it is only spaces, tabs and line ends (LF, CR LF, CR) and none of
     * it is pending from an earlier chunk: such text is handed over only when the hook declines.
     * Undefined: never called.
     */
    plainHook = undefined;
    /** The record handed to plainHook (one per parser, overwritten for each element). */
    plainEntry = new PlainEntry();
    /** Document offset of the `<` of the element readPlainEntries offered after a taken one and saw declined (-1: none). */
    plainDeclined = -1;
    constructor() {
        super({ xmlns: true, position: true, defaultXMLVersion: '1.0', forceXMLVersion: true });
        // Named stores (not a loop of keyed stores), so V8 keeps a fast, fixed shape. The names are
        // those saxes uses internally (EVENT_NAME_TO_HANDLER_NAME in saxes.js).
        const slots = this;
        slots.xmldeclHandler = undefined;
        slots.textHandler = undefined;
        slots.piHandler = undefined;
        slots.doctypeHandler = undefined;
        slots.commentHandler = undefined;
        slots.openTagStartHandler = undefined;
        slots.attributeHandler = undefined;
        slots.openTagHandler = undefined;
        slots.closeTagHandler = undefined;
        slots.cdataHandler = undefined;
        slots.errorHandler = undefined;
        slots.endHandler = undefined;
        slots.readyHandler = undefined;
        // saxes resolves the attributes of each tag in processAttribs (set by its constructor) from
        // its internal attribList; keep a reference to that list for the open-tag handler.
        const internals = this;
        const process = internals.processAttribs;
        internals.processAttribs = () => {
            this.attributeList = internals.attribList;
            process.call(this);
        };
    }
    /**
     * The code point of the last character the parser read: inside an error handler, the character
     * a "disallowed character" error is about. Undefined when the last read was past the end of the
     * chunk. A lone surrogate is returned as its code unit.
     */
    lastCharacter() {
        const s = this;
        return s.chunk.codePointAt(s.prevI);
    }
}
/** saxes's value of `forbiddenState` after any character other than `]` (the `]]>` check). */
const FORBIDDEN_START = 0;
/**
 * ASCII table for the fast paths: 1 for a character that saxes's loop would only count (one
 * column, no state change), 0 for one it must see.
 */
function asciiTable(counted) {
    const table = new Uint8Array(128);
    for (let code = 0; code < 128; code++)
        table[code] = counted(code) ? 1 : 0;
    return table;
}
/** Name characters of XML 1.0 (5th edition) production [4a] within ASCII. */
const NAME_ASCII = asciiTable((c) => /[A-Za-z0-9_.:-]/.test(String.fromCharCode(c)));
/** Text characters saxes's text loop only counts: tab, and space and up but `<`, `&`, `]`, `>`. */
const TEXT_ASCII = asciiTable((c) => (c >= 0x20 || c === 0x09) && c !== 0x3c && c !== 0x26 && c !== 0x5d && c !== 0x3e);
/*
 * saxes reads every character through a method call that updates its position (getCode). In a
 * 50,000-url sitemap most characters are names and plain text that need nothing but a column
 * count (or, for a line feed in text, a new line), so the three loops that read them first skip
 * such a run at once (a loop over the characters, or for a long run a native regular-expression
 * search), account for it exactly as saxes's loop would have (line, column, index, pending text
 * or name, the `]]>` state), read the character that ends the run when it is a plain one (the
 * `>`, `=` or space after a name, the `<` after a text), and otherwise hand over to saxes's own
 * method: everything special (carriage returns, line breaks in names and attribute values,
 * references, `]]>`, surrogates, forbidden characters) keeps saxes's handling.
 * test/parser.test.ts compares events, errors, exceptions and positions with a plain SaxesParser.
 */
const parser_prototype = SitemapSaxesParser.prototype;
const base = saxes/* SaxesParser */.wT.prototype;
/** saxes's own method `name`; throws at load when saxes no longer has it (another major version). */
function baseMethod(name) {
    const method = base[name];
    if (typeof method !== 'function')
        throw new Error(`saxes has no method ${name}: the parser fast paths need saxes 6`);
    return method;
}
const baseCaptureNameChars = baseMethod('captureNameChars');
parser_prototype.captureNameChars = function captureNameChars() {
    const start = this.i;
    const chunk = this.chunk;
    const length = chunk.length;
    let end = start;
    // Only ASCII: other name characters need saxes's tables.
    while (end < length) {
        const code = chunk.charCodeAt(end);
        if (code >= 128 || NAME_ASCII[code] === 0)
            break;
        end++;
    }
    if (end === start)
        return baseCaptureNameChars.call(this);
    // A run of ASCII name characters: no line break inside, one column each.
    const name = this.name;
    this.name = name + chunk.slice(start, end);
    this.i = end;
    const next = end < length ? chunk.charCodeAt(end) : -1;
    if (next >= 0x20 ? next < 128 : next === 0x09) {
        // The name ends at an ASCII character (`>`, `/`, `=`, a space, a tab): read it as getCode
        // does (one column) and return it, as saxes's method would.
        this.column += end - start + 1;
        this.prevI = end;
        this.i = end + 1;
        return next;
    }
    this.column += end - start;
    try {
        return baseCaptureNameChars.call(this);
    }
    catch (error) {
        // saxes adds the characters it read to the name only when it returns: when a forbidden
        // character throws first (no error handler), the name is as before the call.
        this.name = name;
        throw error;
    }
};
/** saxes's state after a '<' in text (S_OPEN_WAKA). */
const S_OPEN_WAKA = stateOf('sOpenWaka');
/** Characters of a text run read one by one before the search by TEXT_STOP takes over. */
const QUICK_CHARS = 16;
/**
 * A character that ends a run of text (TEXT_ASCII's set, plus surrogates and up) or a line feed:
 * every character but tab, space to U+D7FF, less `&`, `<`, `>` and `]`.
 */
const TEXT_STOP = /[^\t\x20-\x25\x27-\x3b\x3d\x3f-\x5c\x5e-\ud7ff]/g;
/** saxes's state between markup (S_TEXT): after the `>` of a tag. */
const S_TEXT = stateOf('sText');
/** The fields of a plain `<url>`, in the order the sitemap schema gives them (their index is their number). */
const PLAIN_FIELDS = ['loc', 'lastmod', 'changefreq', 'priority'];
/** Lengths of the start and end tags of each field. */
const OPEN_LENGTH = PLAIN_FIELDS.map((name) => name.length + 2);
const CLOSE_LENGTH = PLAIN_FIELDS.map((name) => name.length + 3);
/**
 * A plain `<url>` element ({@link PlainEntry}), from its `<`: capture 1 the white space after
 * `<url>`, then for each field in order its text (2, 4, 6, 8) and the white space after it (3, 5,
 * 7, 9). A text is characters TEXT_STOP does not stop at (one line), the first not a space or tab.
 * One native match per element; the positions follow from the lengths of the captures.
 */
const PLAIN_ENTRY = (() => {
    const text = '([\\x21-\\x25\\x27-\\x3b\\x3d\\x3f-\\x5c\\x5e-\\ud7ff][\\t\\x20-\\x25\\x27-\\x3b\\x3d\\x3f-\\x5c\\x5e-\\ud7ff]*)';
    const space = '([ \\t\\n\\r]*)';
    const field = (name, optional) => `${optional ? '(?:' : ''}<${name}>${text}</${name}>${space}${optional ? ')?' : ''}`;
    return new RegExp(`<url>${space}${field('loc', false)}${field('lastmod', true)}${field('changefreq', true)}${field('priority', true)}</url>`, 'y');
})();
/**
 * A plain `<url>` element, read whole: the start tag `<url>` and end tag `</url>` exactly, no
 * attributes, and inside only `<loc>` then, each optional, `<lastmod>`, `<changefreq>` and
 * `<priority>` (tags exactly so), separated by spaces, tabs and line ends. Each field holds text
 * of one line that starts with a character other than space or tab and needs no second look from
 * saxes (no `&`, `<`, `>`, `]`, C0 control character but tab, surrogate or character from U+E000
 * up; see TEXT_STOP). Nothing in such an element can be a well-formedness error, and it declares
 * no namespace, so its events and positions follow from the text alone. Lines and columns are
 * 1-based, columns in characters (one per UTF-16 code unit: there are no surrogates).
 */
class PlainEntry {
    /** Position of the `<` of `<url>`. */
    line = 0;
    column = 0;
    /** Number of fields (1 to 4). */
    count = 0;
    /** For each field in document order: its number (0 loc, 1 lastmod, 2 changefreq, 3 priority). */
    field = new Int32Array(4);
    /** For each field: the line of its start tag and text, and the column of its text. */
    fieldLine = new Int32Array(4);
    textColumn = new Int32Array(4);
    /** For each field: its text (never empty). */
    value = ['', '', '', ''];
    /** Position of the character after the `>` of `</url>`, and its offset in the document (UTF-16 code units). */
    afterLine = 0;
    afterColumn = 0;
    afterPosition = 0;
    /** Bit per field present (1 << its number). */
    fields = 0;
}
/**
 * Reads the plain `<url>` element ({@link PlainEntry}) whose `<` is at `lt` in the chunk (at
 * 1-based `line` and `column`; `lineStart` as for {@link readPlainEntry}), all of it in the chunk,
 * and offers it to the plain hook; then, while the hook takes them, the plain `<url>` elements
 * after it with only white space between. After each element taken, the parser's state is past
 * its `</url>` exactly as saxes's own loop leaves it there (index, line, column, the offset of
 * the line, state S_TEXT, no pending text, the `]]>` state reset, the innermost declarations
 * those of a tag without any), and saxes reads on from there when the next one is not taken.
 * Returns whether the first was taken. The parser is at the `<` (read, state S_OPEN_WAKA) or
 * before the white space in front of it (state S_TEXT); it stays so when the first element is not
 * plain or the hook declines it.
 */
function readPlainEntries(p, lt, line, column, lineStart) {
    // An element offered by the loop below and declined is not offered again when saxes's loop
    // comes back to it. (An element that is not plain costs one failed match, which stops where
    // the element stops being plain: a sitemap of alternates pays no measurable time for it.)
    const declined = p.chunkPosition + lt === p.plainDeclined;
    p.plainDeclined = -1;
    if (declined || !readPlainEntry(p, lt, line, column, lineStart))
        return false;
    // The white space after a taken element, and the `<url>` after it: offered at once, without
    // saxes's loop (the white space is handed over as text by that loop when the offer fails).
    for (;;) {
        const next = readSpace(p, p.i, p.line, p.column);
        if (next < 0)
            return true;
        if (!readPlainEntry(p, next, space.line, space.column + 1, space.lineStart)) {
            p.plainDeclined = p.chunkPosition + next;
            return true;
        }
    }
}
/** Where readSpace stopped: line, saxes's column (of the last character read), index after the last line end (-1: none). */
const space = { line: 0, column: 0, lineStart: -1 };
/**
 * Reads white space (spaces, tabs, line feeds, carriage returns: CR LF and a lone CR end a line,
 * as saxes reads them) from index `i` of the chunk, the parser's line and column there being
 * `line` and `column` (saxes's: that of the last character read). Returns the index of a `<`
 * followed by `u` that follows it (perhaps a `<url>`), with the position in `space`; or -1 when
 * something else follows, or the chunk ends.
 */
function readSpace(p, i, line, column) {
    const chunk = p.chunk;
    const length = chunk.length;
    let lineStart = -1;
    for (; i < length; i++) {
        const c = chunk.charCodeAt(i);
        if (c === 0x20 || c === 0x09) {
            column++;
        }
        else if (c === 0x0a || c === 0x0d) {
            // A carriage return that ends the chunk (saxes carries it over to the next one) is followed
            // by nothing here, so the result is -1 and the count unused.
            if (c === 0x0d && chunk.charCodeAt(i + 1) === 0x0a)
                i++;
            line++;
            column = 0;
            lineStart = i + 1;
        }
        else {
            break;
        }
    }
    if (chunk.charCodeAt(i) !== 0x3c || chunk.charCodeAt(i + 1) !== 0x75)
        return -1;
    space.line = line;
    space.column = column;
    space.lineStart = lineStart;
    return i;
}
/**
 * Reads the plain `<url>` element whose `<` is at `lt`, at `startLine` and `startColumn` (see
 * {@link readPlainEntries}), with one match of PLAIN_ENTRY, and offers it to the hook; `lineStart`
 * is the index after the last line end between the parser's position and `lt` (-1: none). Returns
 * whether the hook took it (the parser then past its `</url>`); false, the parser's position
 * untouched, when it is not plain or the hook declines it.
 */
function readPlainEntry(p, lt, startLine, startColumn, lineStart) {
    const chunk = p.chunk;
    PLAIN_ENTRY.lastIndex = lt;
    const m = PLAIN_ENTRY.exec(chunk);
    if (m === null)
        return false;
    const e = p.plainEntry;
    let line = startLine;
    // Column of the character at i.
    let column = startColumn + 5;
    let i = lt + 5;
    let count = 0;
    let fields = 0;
    for (let g = 1; g <= 9; g += 2) {
        if (g > 1) {
            const value = m[g - 1];
            if (value === undefined)
                continue;
            const f = (g - 3) >> 1;
            const open = OPEN_LENGTH[f];
            e.field[count] = f;
            e.fieldLine[count] = line;
            e.textColumn[count] = column + open;
            e.value[count] = value;
            count++;
            fields |= 1 << f;
            const n = open + value.length + CLOSE_LENGTH[f];
            column += n;
            i += n;
        }
        // White space: spaces, tabs, line ends (CR LF, a lone CR or LF, as saxes reads them).
        const space = m[g];
        const n = space.length;
        for (let k = 0; k < n; k++) {
            const c = space.charCodeAt(k);
            if (c === 0x0a || c === 0x0d) {
                if (c === 0x0d && space.charCodeAt(k + 1) === 0x0a)
                    k++;
                line++;
                column = 1;
                lineStart = i + k + 1;
            }
            else {
                column++;
            }
        }
        i += n;
    }
    e.line = startLine;
    e.column = startColumn;
    e.count = count;
    e.fields = fields;
    i += 6;
    column += 6;
    e.afterLine = line;
    e.afterColumn = column;
    e.afterPosition = p.chunkPosition + i;
    if (!p.plainHook(e))
        return false;
    p.i = i;
    p.prevI = i - 1;
    p.line = line;
    // saxes's column: that of the last character read (the `>`).
    p.column = column - 1;
    if (lineStart >= 0)
        p.positionAtNewLine = p.chunkPosition + lineStart;
    p.state = S_TEXT;
    p.topNS = NO_DECLARATIONS_YET;
    return true;
}
const baseHandleTextInRoot = baseMethod('handleTextInRoot');
parser_prototype.handleTextInRoot = function handleTextInRoot() {
    const chunk = this.chunk;
    const length = chunk.length;
    const start = this.i;
    // A `<url>` directly inside the root after nothing but white space, read whole when it is
    // plain (readPlainEntries); when the hook takes it, that white space is not handed over as text.
    let offered = false;
    if (this.plainHook !== undefined && this.tags.length === 1 && this.text === '') {
        const lt = readSpace(this, start, this.line, this.column);
        if (lt >= 0) {
            if (readPlainEntries(this, lt, space.line, space.column + 1, space.lineStart)) {
                this.forbiddenState = FORBIDDEN_START;
                return;
            }
            offered = true;
        }
    }
    let end = start;
    // Index just after the last line feed of the run, or -1.
    let lineStart = -1;
    let lines = 0;
    // Characters one by one for a short run (the indentation between tags), then a native search
    // for a long one (a loc, an image URL).
    const quick = Math.min(length, start + QUICK_CHARS);
    while (end < quick) {
        const code = chunk.charCodeAt(end);
        if (code === 0x0a) {
            // A line feed is text like any other to saxes's text loop; getCode moves the position to
            // the next line. (A carriage return is turned into a line feed there, so it is left to saxes.)
            lines++;
            lineStart = ++end;
            continue;
        }
        if (code < 128 ? TEXT_ASCII[code] === 0 : code >= 0xd800)
            break;
        end++;
    }
    if (end === quick && end < length) {
        for (;;) {
            TEXT_STOP.lastIndex = end;
            if (!TEXT_STOP.test(chunk)) {
                end = length;
                break;
            }
            end = TEXT_STOP.lastIndex - 1;
            if (chunk.charCodeAt(end) !== 0x0a)
                break;
            lines++;
            lineStart = ++end;
        }
    }
    if (end < length && chunk.charCodeAt(end) === 0x3c) {
        // The text ends at a '<' (the common case): read it and hand over the text as saxes's loop
        // does, in its order (position and state first; if the handler throws, the pending text and
        // the `]]>` state stay as they were).
        if (lines === 0) {
            this.column += end - start + 1;
        }
        else {
            this.line += lines;
            this.column = end - lineStart + 1;
            this.positionAtNewLine = this.chunkPosition + lineStart;
        }
        this.prevI = end;
        this.i = end + 1;
        this.state = S_OPEN_WAKA;
        // A `<url>` directly inside the root (0x75: 'u') after text: read whole when it is plain, once
        // the text was handed over.
        const plain = !offered && this.plainHook !== undefined && this.tags.length === 1 && chunk.charCodeAt(end + 1) === 0x75;
        const handler = this.textHandler;
        if (handler !== undefined) {
            const text = end === start ? this.text : this.text + chunk.slice(start, end);
            if (text.length !== 0) {
                handler(text);
                this.text = '';
            }
        }
        this.forbiddenState = FORBIDDEN_START;
        if (plain)
            readPlainEntries(this, end, this.line, this.column, -1);
        return;
    }
    if (end === start) {
        baseHandleTextInRoot.call(this);
        return;
    }
    // saxes keeps text only when a text handler is set; any counted character resets the
    // `]]>` state.
    const text = this.text;
    const forbiddenState = this.forbiddenState;
    if (this.textHandler !== undefined)
        this.text = text + chunk.slice(start, end);
    const withRun = this.text;
    if (lines === 0) {
        this.column += end - start;
    }
    else {
        this.line += lines;
        this.column = end - lineStart;
        this.positionAtNewLine = this.chunkPosition + lineStart;
    }
    this.i = end;
    this.forbiddenState = FORBIDDEN_START;
    try {
        baseHandleTextInRoot.call(this);
    }
    catch (error) {
        // saxes holds the characters it read in a local until it stores them (at a carriage return,
        // '&', '<' after the handler returns, or the end of the chunk) and the `]]>` state until it
        // returns: when a failure or the text handler throws before that, neither was stored.
        if (this.text === withRun)
            this.text = text;
        this.forbiddenState = forbiddenState;
        throw error;
    }
};
/**
 * The first character of an attribute value that saxes's loop must see: the closing quote, `&`,
 * `<`, a control character (tab and line breaks included) or a surrogate and up (characters up
 * to U+D7FF need no second look; saxes checks the others). Values are long URLs (alternates,
 * images), where the native search of a regular expression is about twice as fast as a loop over
 * the characters.
 */
const VALUE_IN_QUOTES = /[^\x20-\x21\x23-\x25\x27-\x3b\x3d-\ud7ff]/g;
const VALUE_IN_APOSTROPHES = /[^\x20-\x25\x28-\x3b\x3d-\ud7ff]/g;
/** Index of the first character at or after `from` that `stop` finds, or `chunk.length`. */
function valueRun(chunk, from, stop) {
    stop.lastIndex = from;
    return stop.test(chunk) ? stop.lastIndex - 1 : chunk.length;
}
const baseAttribValueQuoted = baseMethod('sAttribValueQuoted');
parser_prototype.sAttribValueQuoted = function sAttribValueQuoted() {
    const start = this.i;
    const end = valueRun(this.chunk, start, this.q === 0x27 ? VALUE_IN_APOSTROPHES : VALUE_IN_QUOTES);
    if (end === start) {
        baseAttribValueQuoted.call(this);
        return;
    }
    const text = this.text;
    const withRun = (this.text = text + this.chunk.slice(start, end));
    this.column += end - start;
    this.i = end;
    try {
        baseAttribValueQuoted.call(this);
    }
    catch (error) {
        // saxes adds the characters it read to the value at a tab, line break, '&' or '<' (before it
        // fails there) or the end of the chunk: when the attribute at the closing quote or a
        // forbidden character throws first, they were never added.
        if (this.text === withRun && this.chunk.charCodeAt(this.prevI) !== 0x3c)
            this.text = text;
        throw error;
    }
};
/** The namespace name bound to the prefix `xmlns` (Namespaces in XML 1.0, section 3). */
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';
/** Up to this many attributes, duplicates are found by comparing pairs (no Set per tag). */
const FEW_ATTRIBUTES = 8;
/*
 * saxes resolves the names of each open tag and its attributes in processAttribsNS, with a new
 * Set per tag to find duplicate attributes by expanded name ("{uri}local", or the name when it has
 * no prefix). A sitemap with alternates has hundreds of thousands of small tags; for up to
 * FEW_ATTRIBUTES attributes this does the same work, in the same order and with the same messages,
 * by comparing each attribute with the ones before it. Expanded names compare equal exactly when
 * both lack a prefix and have the same name, or both have one and share namespace and local name
 * (a local name holds no "}", so "{uri}local" splits one way only).
 */
const baseProcessAttribsNS = baseMethod('processAttribsNS');
parser_prototype.processAttribsNS = function processAttribsNS() {
    const list = this.attribList;
    if (list.length > FEW_ATTRIBUTES) {
        // saxes's method stores into `tag.attributes`, which the tag builds when read.
        baseProcessAttribsNS.call(this);
        return;
    }
    const tag = this.tag;
    const tagName = tag.name;
    const colon = tagName.indexOf(':');
    let tagPrefix = '';
    let tagLocal = tagName;
    if (colon !== -1) {
        tagLocal = tagName.slice(colon + 1);
        tagPrefix = tagName.slice(0, colon);
        if (tagPrefix === '' || tagLocal === '' || tagLocal.includes(':'))
            this.fail(`malformed name: ${tagName}.`);
    }
    tag.prefix = tagPrefix;
    tag.local = tagLocal;
    const tagUri = (tag.uri = this.resolve(tagPrefix) ?? '');
    if (tagPrefix !== '') {
        if (tagPrefix === 'xmlns')
            this.fail('tags may not have "xmlns" as prefix.');
        if (tagUri === '') {
            this.fail(`unbound namespace prefix: ${JSON.stringify(tagPrefix)}.`);
            tag.uri = tagPrefix;
        }
    }
    if (list.length === 0)
        return;
    // saxes stores each attribute into the tag's dictionary once checked; the tag records them at
    // the end, or before a failure, those checked so far (what an error handler would see there).
    let stored = 0;
    for (let k = 0; k < list.length; k++) {
        const attribute = list[k];
        const { name, prefix, local } = attribute;
        let uri;
        if (prefix === '') {
            uri = name === 'xmlns' ? XMLNS_NAMESPACE : '';
        }
        else {
            uri = this.resolve(prefix);
            if (uri === undefined) {
                stored = storeAttributes(tag, list, stored, k);
                this.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`);
                uri = prefix;
            }
        }
        for (let j = 0; j < k; j++) {
            const before = list[j];
            const same = prefix === '' ? before.prefix === '' && before.name === name : before.prefix !== '' && before.uri === uri && before.local === local;
            if (same) {
                stored = storeAttributes(tag, list, stored, k);
                this.fail(`duplicate attribute: ${prefix === '' ? name : `{${uri}}${local}`}.`);
                break;
            }
        }
        attribute.uri = uri;
    }
    tag.addAttributes(stored === 0 ? list : list.slice(stored));
    this.attribList = [];
};
/** Records `list[stored..k)` on `tag` (the attributes checked since the last record); returns k. */
function storeAttributes(tag, list, stored, k) {
    if (k > stored)
        tag.addAttributes(list.slice(stored, k));
    return k;
}
/** The number of saxes state `method` (its index in saxes's state table); throws when saxes has none. */
function stateOf(method) {
    const probe = new saxes/* SaxesParser */.wT({ xmlns: true });
    const state = probe.stateTable.indexOf(base[method]);
    if (state < 0)
        throw new Error(`saxes has no state ${method}: the parser fast paths need saxes 6`);
    return state;
}
const S_OPEN_TAG_SLASH = stateOf('sOpenTagSlash');
const S_ATTRIB = stateOf('sAttrib');
/** saxes's end-of-chunk code (EOC in saxes.js). */
const EOC = -1;
/**
 * Shared, frozen stand-in for the `ns` (namespace declarations) of a tag without declarations.
 * saxes gives every open tag a fresh prototype-less dictionary; most sitemap tags have no
 * declarations, and those dictionaries were a large part of the parser's allocation. A tag gets
 * its own `ns` in pushAttribNS before the first declaration is written; being frozen, a write
 * that slipped past would throw, not leak into other tags.
 */
const NO_DECLARATIONS_YET = Object.freeze(Object.create(null));
const NO_ATTRIBUTE_LIST = Object.freeze([]);
/**
 * An open tag as saxes describes it (`SaxesTagNS`), with every field from the start (saxes adds
 * prefix, local and uri when it resolves the tag, and isSelfClosing when it emits it, which grew
 * each tag's layout twice; until then they hold saxes's values for an unprefixed, unresolved
 * name). Its `attributes` dictionary is built on first read from the attributes recorded so far,
 * and from then on kept as saxes keeps it (one object per tag, filled as the attributes are
 * resolved): storing each attribute into a fresh dictionary, as saxes does, turns every attribute
 * name read from the document into a property key, the single largest cost of reading a sitemap
 * with alternates, and the checks read attributes through {@link attributeNamed} instead.
 */
class OpenTag {
    name;
    ns;
    prefix = '';
    local = '';
    uri = '';
    isSelfClosing = false;
    /**
     * The attributes saxes would have stored into the tag's dictionary, in that order (the tag's
     * attributes in document order, namespaces resolved, once resolved), while it has none.
     */
    list = NO_ATTRIBUTE_LIST;
    dictionary = undefined;
    constructor(name, ns) {
        this.name = name;
        this.ns = ns;
    }
    /** saxes's dictionary of the attributes by name (the last one wins for a repeated name). */
    get attributes() {
        let dictionary = this.dictionary;
        if (dictionary !== undefined)
            return dictionary;
        // Kept even while empty: a handler may read it at opentagstart and keep it, as with saxes.
        dictionary = Object.create(null);
        for (const attribute of this.list)
            dictionary[attribute.name] = attribute;
        this.dictionary = dictionary;
        return dictionary;
    }
    set attributes(dictionary) {
        this.dictionary = dictionary;
    }
    /**
     * Stores resolved attributes, in order, as saxes stores them into the dictionary. saxes
     * resolves a tag's attributes once, unless a handler threw and the writes went on, when its
     * dictionary gathers those of each time.
     */
    addAttributes(list) {
        const dictionary = this.dictionary;
        if (dictionary !== undefined) {
            for (const attribute of list)
                dictionary[attribute.name] = attribute;
            return;
        }
        this.list = this.list.length === 0 ? list : this.list.concat(list);
    }
    /** `this.attributes[name]`, without building the dictionary. */
    attributeNamed(name) {
        const dictionary = this.dictionary;
        if (dictionary !== undefined)
            return dictionary[name];
        const list = this.list;
        for (let i = list.length - 1; i >= 0; i--)
            if (list[i].name === name)
                return list[i];
        return undefined;
    }
}
/**
 * The attribute of `tag` named `name` (as written, prefix included), or undefined: what
 * `tag.attributes[name]` gives, found in the tag's list when the tag comes from a
 * SitemapSaxesParser, with no dictionary built.
 */
function attributeNamed(tag, name) {
    if (!(tag instanceof OpenTag))
        return tag.attributes[name];
    return tag.attributeNamed(name);
}
/** saxes's sOpenTag, making an OpenTag (saxes always resolves namespaces here). */
parser_prototype.sOpenTag = function sOpenTag() {
    const c = this.captureNameChars();
    if (c === EOC)
        return;
    const tag = (this.tag = new OpenTag(this.name, NO_DECLARATIONS_YET));
    this.name = '';
    this.topNS = NO_DECLARATIONS_YET;
    this.openTagStartHandler?.call(this, tag);
    this.sawRoot = true;
    if (!this.fragmentOpt && this.closedRoot)
        this.fail('documents may contain only one root.');
    switch (c) {
        case 0x3e: // >
            this.openTag();
            break;
        case 0x2f: // /
            this.state = S_OPEN_TAG_SLASH;
            break;
        default:
            // XML's S production: space, tab, line feed (captureNameChars returns a line feed for a carriage return).
            if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09)
                this.fail('disallowed character in tag name.');
            this.state = S_ATTRIB;
    }
};
/**
 * saxes's pushAttribNS. Namespace declarations (names starting with `xmlns`) go to saxes's own
 * method, after the tag gets a dictionary of its own for them. Other attributes are recorded as
 * saxes does, in an object that has its `uri` slot from the start: saxes adds `uri` when it
 * resolves the tag, which moved each of the hundreds of thousands of alternate and image
 * attributes of a large sitemap to a larger layout.
 */
const basePushAttribNS = baseMethod('pushAttribNS');
parser_prototype.pushAttribNS = function pushAttribNS(name, value) {
    if (name.startsWith('xmlns')) {
        // saxes writes topNS for `xmlns` and for every name with the prefix `xmlns`.
        if (this.topNS === NO_DECLARATIONS_YET)
            this.topNS = this.tag.ns = Object.create(null);
        basePushAttribNS.call(this, name, value);
        return;
    }
    const { prefix, local } = this.qname(name);
    const attribute = { name, prefix, local, value, uri: undefined };
    this.attribList.push(attribute);
    this.attributeHandler?.call(this, attribute);
};
/**
 * saxes's resolve: the namespace bound to `prefix` by the open tag, then its ancestors from the
 * nearest, then the predefined `xml` and `xmlns`. Tags without declarations share
 * NO_DECLARATIONS_YET and are passed over by one comparison instead of a dictionary lookup; in a
 * sitemap only the root declares namespaces.
 */
parser_prototype.resolve = function resolve(prefix) {
    const top = this.topNS;
    if (top !== NO_DECLARATIONS_YET) {
        const uri = top[prefix];
        if (uri !== undefined)
            return uri;
    }
    const tags = this.tags;
    for (let index = tags.length - 1; index >= 0; index--) {
        const ns = tags[index].ns;
        if (ns === NO_DECLARATIONS_YET)
            continue;
        const uri = ns[prefix];
        if (uri !== undefined)
            return uri;
    }
    const uri = this.ns[prefix];
    if (uri !== undefined)
        return uri;
    return this.opt.resolvePrefix?.(prefix);
};

;// CONCATENATED MODULE: ./build/core/extensions/model.js

/** Builds the children map of an element-only element from rows of [spec, order, max]. */
function childRules(rows) {
    const map = new Map();
    for (const [spec, order, max, onOver] of rows)
        map.set(spec.local, onOver ? { spec, order, max, onOver } : { spec, order, max });
    return map;
}
/** The value of the attribute `name` (without namespace) of `tag`, or undefined. */
function attribute(tag, name) {
    const a = attributeNamed(tag, name);
    return a !== undefined && a.uri === '' ? a.value : undefined;
}
/** Per-entry state of the extension checks; reset at the end of each entry. */
/** Keys up to which a {@link SmallIndex} scans arrays instead of hashing. */
const SCAN_KEYS = 16;
/**
 * String keys with a number each, for the few keys of one entry (its hreflang values, its hrefs):
 * arrays scanned linearly up to 16 keys, a Map beyond, so any number of keys stays linear and the
 * common entry allocates nothing (the index is cleared and reused for the next entry).
 */
class SmallIndex {
    keys = [];
    values = [];
    /** Keys in use in the arrays (they are overwritten, not truncated, when the index is reused). */
    size = 0;
    map;
    /** The number stored for `key` (the first one stored, for a key added twice), or undefined. */
    get(key) {
        if (this.map)
            return this.map.get(key);
        const keys = this.keys;
        for (let i = 0; i < this.size; i++)
            if (keys[i] === key)
                return this.values[i];
        return undefined;
    }
    /** Stores `value` for `key`; a key already stored keeps its first value. */
    add(key, value) {
        if (this.map) {
            if (!this.map.has(key))
                this.map.set(key, value);
            return;
        }
        if (this.size === SCAN_KEYS) {
            this.map = new Map();
            for (let i = this.size - 1; i >= 0; i--)
                this.map.set(this.keys[i], this.values[i]);
            if (!this.map.has(key))
                this.map.set(key, value);
            return;
        }
        this.keys[this.size] = key;
        this.values[this.size] = value;
        this.size++;
    }
    /** True when `test` holds for one of the keys. */
    some(test) {
        if (this.map) {
            for (const key of this.map.keys())
                if (test(key))
                    return true;
            return false;
        }
        for (let i = 0; i < this.size; i++)
            if (test(this.keys[i]))
                return true;
        return false;
    }
    /** Empties the index for reuse. */
    clear() {
        this.size = 0;
        this.map = undefined;
    }
}
class EntryState {
    /** `image:image` elements seen. */
    images = 0;
    /** `news:news` elements seen, and the line of the first. */
    news = 0;
    newsLine = 0;
    /** hreflang alternates seen (`rel="alternate"` with an `hreflang`). */
    alternates = 0;
    /**
     * True when the entry holds a `news:news` or `video:video`: Google accepts such entries in a
     * news or video sitemap of their own, beside the sitemap that lists the page.
     */
    separate = false;
    /** Lower-cased hreflang values seen, with the line of the first link carrying each. */
    hreflangLines = new SmallIndex();
    /** The hrefs (trimmed) of the alternates, to find the entry's own loc among them. */
    hrefs = new SmallIndex();
    /** Collected alternates (only when a caller asked for them): valid hreflang and absolute href. */
    altHreflangs = [];
    altHrefs = [];
    altLines = [];
    altColumns = [];
    /** Checks waiting for the entry's loc. */
    deferred;
    reset() {
        this.images = 0;
        this.news = 0;
        this.newsLine = 0;
        this.alternates = 0;
        this.separate = false;
        this.hreflangLines.clear();
        this.hrefs.clear();
        if (this.altHrefs.length > 0) {
            this.altHreflangs = [];
            this.altHrefs = [];
            this.altLines = [];
            this.altColumns = [];
        }
        this.deferred = undefined;
    }
}

;// CONCATENATED MODULE: ./build/core/extensions/hreflang.js
/**
 * Alternates in sitemaps: `xhtml:link` (namespace http://www.w3.org/1999/xhtml) inside `url`.
 * Sources: Google Search Central "Tell Google about localized versions of your page" (sitemap
 * method: rel="alternate", hreflang a language with an optional ISO 3166-1 alpha-2 region or
 * x-default, absolute href, each URL listing itself) and BCP 47 (RFC 5646) with the IANA
 * language subtag registry. A link with `media` and no `hreflang` is the separate mobile URL
 * annotation, which carries no language.
 *
 * Per entry, the hreflang values and the hrefs go into a SmallIndex (arrays for a few, a Map
 * beyond), so any number of alternates is judged in linear time. Links across entries and files are a set-level matter.
 */





/** The token `alternate` in a white-space-separated rel value. */
const ALTERNATE_TOKEN = /(?:^|[ \t\r\n])alternate(?=[ \t\r\n]|$)/i;
function onOpen(el, ctx) {
    const { tag, line, column } = el;
    const name = tag.name;
    const rel = attribute(tag, 'rel');
    if (rel === undefined) {
        ctx.report('hreflang-value', `<${(0,core_text/* shortName */.EU)(name)}> has no rel attribute; alternates are written rel="alternate" with hreflang and href.`, line, column);
        return;
    }
    // One token "alternate" among others, any case; tested in place (a 50 MB value is no array).
    if (rel !== 'alternate' && !ALTERNATE_TOKEN.test(rel)) {
        ctx.report('hreflang-value', `<${(0,core_text/* shortName */.EU)(name)}> has rel=${(0,values/* quoteShort */.pf)(rel, 60)}; only rel="alternate" links (language or mobile alternates) are read in sitemaps.`, line, column);
        return;
    }
    const href = attribute(tag, 'href');
    // An app deep link of the old App Indexing (rel="alternate" href="android-app://..." with no
    // hreflang): one finding that says what it is, not two about its scheme and its language.
    if (href !== undefined && /^\s*(?:android-app|ios-app):\/\//i.test(href) && attribute(tag, 'hreflang') === undefined) {
        ctx.report('hreflang-value', `<${(0,core_text/* shortName */.EU)(name)}> links the app deep link ${(0,values/* quoteShort */.pf)(href, 100)} (App Indexing), which search engines no longer read from sitemaps; remove the link.`, line, column);
        return;
    }
    let absolute;
    if (href === undefined) {
        ctx.report('hreflang-value', `<${(0,core_text/* shortName */.EU)(name)}> has no href attribute; give the absolute URL of the alternate page.`, line, column);
    }
    else {
        const url = (0,values/* parseHttpUrl */.f$)(href);
        if (typeof url === 'string') {
            ctx.report('hreflang-value', href.length === 0 ? `The href of <${(0,core_text/* shortName */.EU)(name)}> is empty; give the absolute URL of the alternate page.` : `The alternate URL ${(0,values/* quoteShort */.pf)(href)} ${url}.`, line, column);
        }
        else {
            absolute = url.value;
        }
    }
    const hreflang = attribute(tag, 'hreflang');
    if (hreflang === undefined) {
        // A separate mobile URL (rel="alternate" media="...") names no language.
        if (attribute(tag, 'media') !== undefined)
            return;
        ctx.report('hreflang-value', `<${(0,core_text/* shortName */.EU)(name)}> has no hreflang attribute; give the language (and optionally the region) of the alternate page, such as hreflang="de", hreflang="de-CH" or hreflang="x-default".`, line, column);
        return;
    }
    const verdict = judgeLanguageTag(hreflang);
    // Not a language as far as this tool can tell: invalid, or too long to be judged.
    const noLanguage = verdict.kind === 'invalid' || verdict.kind === 'unjudged';
    if (noLanguage) {
        ctx.report('hreflang-value', `The hreflang ${(0,values/* quoteShort */.pf)(hreflang)} ${verdict.message}.`, line, column);
    }
    else {
        if (verdict.kind === 'deprecated')
            ctx.report('hreflang-deprecated', `The hreflang ${(0,values/* quoteShort */.pf)(hreflang)} ${verdict.message}.`, line, column);
        const region = verdict.region;
        if (region !== undefined && !isCountry(region) && ctx.on('hreflang-region')) {
            ctx.report('hreflang-region', `The hreflang ${(0,values/* quoteShort */.pf)(hreflang)} names the region ${region}, which is not an ISO 3166-1 alpha-2 country code${countryHint(region)}; Google reads only country regions (or give the language alone).`, line, column);
        }
    }
    const entry = ctx.entry;
    entry.alternates++;
    const key = hreflang.toLowerCase();
    const lines = entry.hreflangLines;
    const first = lines.get(key);
    if (first === undefined) {
        lines.add(key, line);
    }
    else {
        ctx.report('hreflang-duplicate', `A second alternate with hreflang=${(0,values/* quoteShort */.pf)(hreflang)} in this <url> (the first is at line ${first}); each language${noLanguage ? '' : ' and region'} gets one URL.`, line, column);
    }
    if (href !== undefined)
        entry.hrefs.add((0,values/* trimXml */.On)(href), 0);
    // An href of 2,048 characters or more is kept for no comparison across files, as a loc that long
    // is not (no entry can match it; 45 hrefs of 1 MB in each of ten files held 575 MB).
    if (ctx.collectAlternates && absolute !== undefined && !(0,loc/* isTooLongLoc */.HK)(absolute)) {
        // A link whose hreflang is no language tag (or is not judged) still links the pages (its code
        // is reported above): it counts as a return link, with '' for its language.
        entry.altHreflangs.push(noLanguage ? '' : hreflang);
        entry.altHrefs.push(absolute);
        entry.altLines.push(line);
        entry.altColumns.push(column);
    }
}
/** `xhtml:link`: an alternate of the page. */
const LINK = {
    family: 'xhtml',
    local: 'link',
    qname: 'xhtml:link',
    content: 'empty',
    attributes: ['rel', 'hreflang', 'href', 'media', 'type', 'title'],
    onOpen,
};
/** The xhtml elements allowed directly in a `url`. */
const XHTML_TOP = new Map([[LINK.local, LINK]]);
/**
 * End of an entry: `hreflang-self-missing` when it has alternates but none points at its own
 * loc (compared after trimming whitespace, as RFC 3986 compares two spellings of one URL: see
 * {@link comparableUrl}).
 */
function endEntryAlternates(loc, line, column, ctx) {
    const entry = ctx.entry;
    if (entry.alternates === 0 || loc === undefined || !ctx.on('hreflang-self-missing'))
        return;
    const self = (0,values/* trimXml */.On)(loc);
    if (self === '' || entry.hrefs.get(self) !== undefined)
        return;
    // Another spelling of the same URL (`https://WWW.example.org` for `https://www.example.org/`)
    // is the entry itself too; compared only when the exact string is not there (rare).
    const key = (0,values/* comparableUrl */.sY)(self);
    if (entry.hrefs.some((href) => (0,values/* comparableUrl */.sY)(href) === key))
        return;
    // The suggestion is an element to paste into the sitemap: self-closed, its href escaped as XML.
    ctx.report('hreflang-self-missing', `This <url> lists ${entry.alternates === 1 ? 'an alternate' : `${entry.alternates} alternates`} but not itself: add an <xhtml:link rel="alternate" hreflang="..." href=${(0,values/* quoteShort */.pf)(self.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;'))}/> for its own language.`, line, column);
}

// EXTERNAL MODULE: ./build/core/entries.js
var core_entries = __nccwpck_require__(6114);
;// CONCATENATED MODULE: ./build/core/extensions/image.js
/**
 * Image sitemaps (namespace http://www.google.com/schemas/sitemap-image/1.1). Sources: Google
 * Search Central "Image sitemaps", the sitemap-image.xsd (sequence loc, caption, geo_location,
 * title, license), and the May 2022 deprecation of everything but `image:loc`.
 */



/** Most `image:image` elements Google reads in one `url`. */
const MAX_IMAGES = 1000;
function leaf(local, extra = {}) {
    return { family: 'image', local, qname: `image:${local}`, content: 'text', ...extra };
}
/**
 * A field Google stopped reading in August 2022. `instead` is where the information goes now: on
 * the page for a caption, title or place; for a license, the image license metadata that Google
 * Images reads (Google Search Central "Image metadata in Google Images": the schema.org `license`
 * property or the IPTC Web Statement of Rights field).
 */
function deprecatedLeaf(local, instead = 'describe the image on the page instead') {
    return leaf(local, {
        deprecated: {
            rule: 'image-deprecated',
            message: `<image:${local}> is deprecated: Google no longer reads it (since August 2022); remove it or ${instead}.`,
        },
    });
}
const LOC = leaf('loc', {
    onValue(v, ctx) {
        const url = (0,values/* parseHttpUrl */.f$)(v.text);
        if (typeof url === 'string') {
            ctx.report('image-loc-invalid', v.text.length === 0 ? `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty; give the absolute URL of the image.` : `The image URL ${(0,values/* quoteShort */.pf)(v.text)} ${url}.`, v.textLine, v.textColumn);
        }
    },
});
/** `image:image`: one image of the page. */
const IMAGE = {
    family: 'image',
    local: 'image',
    qname: 'image:image',
    content: 'elements',
    children: childRules([
        [LOC, 0, 1],
        [deprecatedLeaf('caption'), 1, 1],
        [deprecatedLeaf('geo_location'), 2, 1],
        [deprecatedLeaf('title'), 3, 1],
        [deprecatedLeaf('license', 'give the license as image metadata instead, in the schema.org license property or the IPTC Web Statement of Rights field'), 4, 1],
    ]),
    sequence: 'loc, caption, geo_location, title, license',
    onOpen(el, ctx) {
        const n = ++ctx.entry.images;
        if (n === MAX_IMAGES + 1) {
            ctx.report('image-count', `This is image ${(0,values/* thousands */.oh)(n)} of this <url>: Google reads at most ${(0,values/* thousands */.oh)(MAX_IMAGES)} <image:image> per page; list only the images that matter.`, el.line, el.column);
        }
    },
    onClose(el, ctx) {
        if (el.count('loc') === 0) {
            ctx.report('image-loc-missing', `<${(0,core_text/* shortName */.EU)(el.tag.name)}> has no <image:loc>; every image needs the URL of the image file.`, el.line, el.column);
        }
    },
};
/** The image elements allowed directly in a `url`. */
const IMAGE_TOP = new Map([[IMAGE.local, IMAGE]]);

;// CONCATENATED MODULE: ./build/core/extensions/namespaces.js
/**
 * The namespaces of the known extensions, and the near misses that were meant for them. Only the
 * namespace URI decides what an element is; its prefix never matters.
 */

const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
/** The namespace of each family. */
const FAMILY_NS = { image: IMAGE_NS, video: VIDEO_NS, news: NEWS_NS, xhtml: XHTML_NS };
const EXACT = new Map([
    [IMAGE_NS, { family: 'image', exact: true }],
    [VIDEO_NS, { family: 'video', exact: true }],
    [NEWS_NS, { family: 'news', exact: true }],
    [XHTML_NS, { family: 'xhtml', exact: true }],
]);
const NEAR = {
    image: { family: 'image', exact: false },
    video: { family: 'video', exact: false },
    news: { family: 'news', exact: false },
    xhtml: { family: 'xhtml', exact: false },
};
/** Google's extension schemas under google.com or sitemaps.org, any version. */
const GOOGLE_NEAR = /^(?:google\.com|sitemaps\.org)\/schemas\/sitemap-(image|video|news)(?:\/[^/]*)?$/;
const nearCache = new Map();
function nearMiss(uri) {
    if (uri.length > 200)
        return undefined;
    const u = uri
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .replace(/\/+$/, '');
    const m = GOOGLE_NEAR.exec(u);
    if (m)
        return NEAR[m[1]];
    if (u === 'w3.org/1999/xhtml')
        return NEAR.xhtml;
    return undefined;
}
/**
 * The family of a namespace URI: exact for the four known namespaces, a near miss for URIs that
 * were evidently meant for one of them (`https://`, upper case, `www.` missing, a trailing
 * slash, another version such as sitemap-video/1.0, sitemaps.org instead of google.com);
 * undefined for any other namespace (accepted without judgement).
 */
function familyOf(uri) {
    // A document names the same few namespaces on every element, as the same string objects: the
    // last answers are reused after a comparison or two.
    return recentUris.get(uri, lookup);
}
const recentUris = new RecentAnswers(4);
function lookup(uri) {
    const exact = EXACT.get(uri);
    if (exact)
        return exact;
    if (nearCache.has(uri))
        return nearCache.get(uri);
    const near = nearMiss(uri);
    if (nearCache.size < 256)
        nearCache.set(uri, near);
    return near;
}

// EXTERNAL MODULE: ./build/core/calendar.js
var calendar = __nccwpck_require__(6778);
;// CONCATENATED MODULE: ./build/core/extensions/news.js
/**
 * News sitemaps (namespace http://www.google.com/schemas/sitemap-news/0.9). Sources: Google
 * Search Central "News sitemaps" (required tags, ISO 639 languages with zh-cn / zh-tw, W3C dates,
 * 1,000 news:news per file, articles of the last two days, one news:news per url) and the
 * sitemap-news.xsd (sequence publication, access, genres, publication_date, title, then
 * geo_locations, keywords, stock_tickers; the last five and access are no longer read).
 */





/** Most `news:news` elements Google reads in one file. */
const MAX_NEWS = 1000;
/** Age past which Google News ignores an article. */
const STALE_MS = 2 * 86_400_000;
function spec(local, extra = {}) {
    return { family: 'news', local, qname: `news:${local}`, content: 'text', ...extra };
}
function retired(local) {
    return spec(local, {
        deprecated: {
            rule: 'news-deprecated',
            message: `<news:${local}> is no longer part of Google's news sitemap format and is ignored; it can be removed.`,
        },
    });
}
function at(v, ctx, rule, message) {
    ctx.report(rule, message, v.textLine, v.textColumn);
}
function notEmpty(what) {
    return (v, ctx) => {
        if ((0,values/* isBlank */.z3)(v.text))
            at(v, ctx, 'news-value', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty; give ${what}.`);
    };
}
const NAME = spec('name', { onValue: notEmpty('the name of the publication as it appears on news.google.com') });
const LANGUAGE = spec('language', {
    onValue(v, ctx) {
        const s = (0,values/* trimXml */.On)(v.text);
        if (s === 'zh-cn' || s === 'zh-tw' || isIso639(s))
            return;
        let hint = '';
        const lower = s.toLowerCase();
        if (lower === 'zh-cn' || lower === 'zh-tw' || (lower !== s && isIso639(lower)))
            hint = `; write it in lower case: ${lower}`;
        else if (/^zh[-_]/i.test(s))
            hint = '; for Chinese write zh-cn (simplified) or zh-tw (traditional)';
        else if (/^[a-z]{2,3}[-_][a-z0-9]+$/i.test(s))
            hint = `; give the language alone, such as ${(0,values/* quoteShort */.pf)(lower.slice(0, lower.search(/[-_]/)), 10)}`;
        const what = s === '' ? `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty` : `The news language ${(0,values/* quoteShort */.pf)(s, 60)} is not an ISO 639 language code`;
        at(v, ctx, 'news-language', `${what}${hint || '; use a code of two or three lower-case letters such as en, or zh-cn / zh-tw'}.`);
    },
});
const PUBLICATION = spec('publication', {
    content: 'elements',
    children: childRules([
        [NAME, 0, 1],
        [LANGUAGE, 1, 1],
    ]),
    sequence: 'name, language',
    onClose(el, ctx) {
        const missing = ['name', 'language'].filter((l) => el.count(l) === 0).map((l) => `<news:${l}>`);
        if (missing.length > 0) {
            ctx.report('news-required', `<${(0,core_text/* shortName */.EU)(el.tag.name)}> has no ${missing.join(' and ')}; Google requires the publication's name and language.`, el.line, el.column);
        }
    },
});
const PUBLICATION_DATE = spec('publication_date', {
    onValue(v, ctx) {
        const s = (0,values/* trimXml */.On)(v.text);
        const r = (0,values/* parseW3cDate */.xF)(s);
        if (typeof r === 'string') {
            const what = s === '' ? `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty` : `The publication date ${(0,values/* quoteShort */.pf)(s, 60)} is not valid${r === '' ? '' : ` (${r})`}`;
            at(v, ctx, 'news-date', `${what}; expected ${values/* W3C_DATE_EXPECTED */.Mi}.`);
            return;
        }
        if (ctx.on('news-stale')) {
            const now = ctx.policy.now.getTime();
            // A date alone may name a day still running somewhere: it is stale only once that day is
            // more than two days past everywhere.
            if ((0,values/* latestInstant */.$G)(s, r) < now - STALE_MS) {
                at(v, ctx, 'news-stale', `The article was published on ${(0,values/* quoteShort */.pf)(s, 60)}, more than two days before this run (on ${(0,calendar/* runDay */.WS)(ctx.policy.now)}); Google asks news sitemaps to list only articles created in the last two days: remove its <news:news> or the URL.`);
            }
        }
    },
});
const TITLE = spec('title', { onValue: notEmpty('the title of the article as it appears on the page') });
/** Rank of the tail of the sequence (geo_locations, keywords, stock_tickers), in any order. */
const TAIL = 5;
/** `news:news`: the news article of the page. */
const NEWS = {
    family: 'news',
    local: 'news',
    qname: 'news:news',
    content: 'elements',
    children: childRules([
        [PUBLICATION, 0, 1],
        [retired('access'), 1, 1],
        [retired('genres'), 2, 1],
        [PUBLICATION_DATE, 3, 1],
        [TITLE, 4, 1],
        [retired('geo_locations'), TAIL, 1],
        [retired('keywords'), TAIL, 1],
        [retired('stock_tickers'), TAIL, 1],
    ]),
    sequence: 'publication, access, genres, publication_date, title, then geo_locations, keywords, stock_tickers',
    onOpen(el, ctx) {
        const n = ++ctx.doc.news;
        if (n === MAX_NEWS + 1) {
            ctx.report('news-count', `This is <news:news> ${(0,values/* thousands */.oh)(n)} of this file: a news sitemap may hold at most ${(0,values/* thousands */.oh)(MAX_NEWS)}; split it into several sitemaps.`, el.line, el.column);
        }
        const entry = ctx.entry;
        if (++entry.news === 1) {
            entry.newsLine = el.line;
        }
        else {
            ctx.report('extension-duplicate', `<${(0,core_text/* shortName */.EU)(el.tag.name)}> appears a second time in this <url> (first at line ${entry.newsLine}); Google reads one news article per URL.`, el.line, el.column);
        }
    },
    onClose(el, ctx) {
        const missing = ['publication', 'publication_date', 'title'].filter((l) => el.count(l) === 0).map((l) => `<news:${l}>`);
        if (missing.length > 0) {
            const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
            ctx.report('news-required', `<${(0,core_text/* shortName */.EU)(el.tag.name)}> has no ${list}; Google requires the publication, the publication date and the title of every article.`, el.line, el.column);
        }
    },
};
/** The news elements allowed directly in a `url`. */
const NEWS_TOP = new Map([[NEWS.local, NEWS]]);

;// CONCATENATED MODULE: ./build/core/extensions/video.js
/**
 * Video sitemaps (namespace http://www.google.com/schemas/sitemap-video/1.1). Sources: Google
 * Search Central "Video sitemaps" (required tags, value formats and limits), the
 * sitemap-video.xsd (sequence, yes/no, country and platform lists, price), and the May 2022
 * deprecations (category, gallery_loc, price, tvshow, player_loc allow_embed / autoplay).
 */




/** Limits from Google's documentation. */
const MAX_DURATION = 28_800;
const MAX_TAGS = 32;
const MAX_TITLE = 100;
const MAX_DESCRIPTION = 2048;
const MAX_UPLOADER = 255;
function video_spec(local, extra = {}) {
    return { family: 'video', local, qname: `video:${local}`, content: 'text', ...extra };
}
/**
 * A field Google does not read: deprecated in May 2022 (effective August 2022), or, with
 * `undocumented`, absent from Google's video sitemap reference though the schema has it.
 */
function deprecated(local, extra = {}, undocumented = false) {
    return video_spec(local, {
        deprecated: {
            rule: 'video-deprecated',
            message: undocumented
                ? `<video:${local}> is not in Google's video sitemap reference: Google does not read it; it can be removed.`
                : `<video:${local}> is deprecated: Google no longer reads it (since August 2022); it can be removed.`,
        },
        ...extra,
    });
}
/** Reports a value at its text (or at the element when it has none). */
function video_at(v, ctx, rule, message) {
    ctx.report(rule, message, v.textLine, v.textColumn);
}
function isDigits(s, from) {
    if (from >= s.length)
        return false;
    for (let i = from; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 0x30 || c > 0x39)
            return false;
    }
    return true;
}
/** A URL of the video sitemap: Google fetches its files over HTTP or FTP (not streaming protocols). */
function url(v, ctx) {
    const u = (0,values/* parseHttpUrl */.f$)(v.text, true);
    if (typeof u === 'string') {
        video_at(v, ctx, 'video-url', v.text.length === 0 ? `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty; give an absolute URL.` : `The URL ${(0,values/* quoteShort */.pf)(v.text)} in <${(0,core_text/* shortName */.EU)(v.tag.name)}> ${u}.`);
        return undefined;
    }
    return u.value;
}
/** content_loc and player_loc: a URL that must not be the page itself. */
function mediaUrl(v, ctx) {
    const value = url(v, ctx);
    if (value === undefined || !ctx.on('video-loc-same-as-page'))
        return;
    const { textLine, textColumn } = v;
    const name = v.tag.name;
    // Two spellings of one URL (host case, default port, an empty path) are the same page.
    const key = (0,values/* comparableUrl */.sY)(value);
    ctx.defer((loc) => {
        if ((0,values/* comparableUrl */.sY)((0,values/* trimXml */.On)(loc)) === key) {
            ctx.report('video-loc-same-as-page', `<${name}> is the page's own URL; it must point at the video file (content_loc) or the player (player_loc), not at the page that shows it.`, textLine, textColumn);
        }
    });
}
/** A text field of at most `max` characters; `limit` says whose limit it is, for the message. */
function video_text(v, ctx, max, lengthRule, limit) {
    if ((0,values/* isBlank */.z3)(v.text)) {
        video_at(v, ctx, 'video-value', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty; give the text shown with the video.`);
        return;
    }
    // A value past the kept part counts its characters past it too (white space at its end included).
    const n = (0,values/* charCount */.wL)((0,values/* trimXml */.On)(v.text)) + v.cutCharacters;
    if (n > max) {
        video_at(v, ctx, lengthRule, `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is ${(0,values/* thousands */.oh)(n)} characters long; ${limit} at most ${(0,values/* thousands */.oh)(max)}.`);
    }
}
function date(v, ctx) {
    const s = (0,values/* trimXml */.On)(v.text);
    const r = (0,values/* parseW3cDate */.xF)(s);
    if (typeof r === 'number')
        return r;
    const what = s === '' ? `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty` : `The date ${(0,values/* quoteShort */.pf)(s)} in <${(0,core_text/* shortName */.EU)(v.tag.name)}> is not valid${r === '' ? '' : ` (${r})`}`;
    video_at(v, ctx, 'video-date', `${what}; expected ${values/* W3C_DATE_EXPECTED */.Mi}.`);
    return undefined;
}
function yesNo(v, ctx) {
    const s = (0,values/* trimXml */.On)(v.text);
    if (s === 'yes' || s === 'no')
        return;
    if (s === 'YES' || s === 'NO' || s === 'Yes' || s === 'No') {
        video_at(v, ctx, 'video-yes-no-case', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is ${(0,values/* quoteShort */.pf)(s)}; Google documents only lower-case values: write ${s.toLowerCase()}.`);
        return;
    }
    video_at(v, ctx, 'video-yes-no', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is ${s === '' ? 'empty' : (0,values/* quoteShort */.pf)(s, 60)}; write yes or no.`);
}
/** Space-separated tokens of a list value. */
/**
 * The white-space-separated tokens of a value's text, one at a time (a list of millions is never
 * built). Of a value cut at MAX_FIELD_CHARS, the token the cut ends is left out: it is partial.
 */
function* tokens(v) {
    const s = v.text;
    const n = s.length;
    let i = 0;
    while (i < n) {
        while (i < n && (0,values/* isXmlSpace */.Qj)(s.charCodeAt(i)))
            i++;
        const start = i;
        while (i < n && !(0,values/* isXmlSpace */.Qj)(s.charCodeAt(i)))
            i++;
        if (i > start && (i < n || v.cutCharacters === 0))
            yield s.slice(start, i);
    }
}
function relationship(el, ctx, rule, what) {
    const rel = attribute(el.tag, 'relationship');
    if (rel === undefined) {
        ctx.report(rule, `<${(0,core_text/* shortName */.EU)(el.tag.name)}> has no relationship attribute; write relationship="allow" (only the listed ${what}) or relationship="deny" (all but the listed ${what}).`, el.line, el.column);
        return undefined;
    }
    if (rel !== 'allow' && rel !== 'deny') {
        ctx.report(rule, `<${(0,core_text/* shortName */.EU)(el.tag.name)}> has relationship=${(0,values/* quoteShort */.pf)(rel, 40)}; the values are allow and deny (lower case).`, el.line, el.column);
        return undefined;
    }
    return rel;
}
const THUMBNAIL = video_spec('thumbnail_loc', { onValue: (v, ctx) => void url(v, ctx) });
const video_TITLE = video_spec('title', { onValue: (v, ctx) => video_text(v, ctx, MAX_TITLE, 'video-title-length', 'the video sitemap schema allows') });
const DESCRIPTION = video_spec('description', { onValue: (v, ctx) => video_text(v, ctx, MAX_DESCRIPTION, 'video-description-length', 'Google reads') });
const CONTENT = video_spec('content_loc', { onValue: mediaUrl });
const PLAYER = video_spec('player_loc', {
    attributes: ['allow_embed', 'autoplay'],
    onOpen(el, ctx) {
        for (const name of ['allow_embed', 'autoplay']) {
            if (attribute(el.tag, name) !== undefined) {
                // The element's usual name, not its name as written: the message is one of a fixed few.
                ctx.reportOnce('video-deprecated', `The attribute ${name} of <video:player_loc> is deprecated: Google no longer reads it (since August 2022); it can be removed.`, el.line, el.column);
            }
        }
    },
    onValue: mediaUrl,
});
const DURATION = video_spec('duration', {
    onValue(v, ctx) {
        const s = (0,values/* trimXml */.On)(v.text);
        if (s === '') {
            video_at(v, ctx, 'video-duration', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty; give the length of the video in whole seconds, from 1 to ${(0,values/* thousands */.oh)(MAX_DURATION)}.`);
            return;
        }
        // A sign before the digits: `+600`; `-0` is zero (out of range, not negative).
        const from = s.charCodeAt(0) === 0x2b || /^-0+$/.test(s) ? 1 : 0;
        if (!isDigits(s, from)) {
            let hint = 'give whole seconds, such as 600';
            if (/^P/i.test(s))
                hint = 'ISO 8601 durations are not accepted; give whole seconds, such as 600';
            else if (/^[+-]?\d*\.\d+$/.test(s))
                hint = 'fractions are not accepted; round to whole seconds';
            else if (/^-\d+$/.test(s)) {
                video_at(v, ctx, 'video-duration', `The duration ${(0,values/* quoteShort */.pf)(s, 60)} is negative; give the length of the video in whole seconds, from 1 to ${(0,values/* thousands */.oh)(MAX_DURATION)}.`);
                return;
            }
            else if (/:/.test(s))
                hint = 'give the total in seconds, not hh:mm:ss';
            video_at(v, ctx, 'video-duration', `The duration ${(0,values/* quoteShort */.pf)(s, 60)} is not a whole number of seconds; ${hint}.`);
            return;
        }
        let i = from;
        while (i < s.length - 1 && s.charCodeAt(i) === 0x30)
            i++;
        const seconds = s.length - i > 6 ? Infinity : Number(s.slice(i));
        if (seconds < 1 || seconds > MAX_DURATION) {
            video_at(v, ctx, 'video-duration', `The duration ${(0,values/* quoteShort */.pf)(s, 60)} is outside the range Google accepts: 1 to ${(0,values/* thousands */.oh)(MAX_DURATION)} seconds (8 hours).`);
        }
    },
});
const FLOAT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const RATING = video_spec('rating', {
    onValue(v, ctx) {
        const s = (0,values/* trimXml */.On)(v.text);
        if (s === '') {
            video_at(v, ctx, 'video-rating', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty; give a number from 0.0 to 5.0, or remove it.`);
            return;
        }
        if (s.length > 100 || !FLOAT.test(s)) {
            const hint = /^\d+,\d+$/.test(s) ? '; use a dot as the decimal separator' : '';
            video_at(v, ctx, 'video-rating', `The rating ${(0,values/* quoteShort */.pf)(s, 60)} is not a number${hint}; give a number from 0.0 to 5.0.`);
            return;
        }
        const x = Number(s);
        if (!(x >= 0 && x <= 5))
            video_at(v, ctx, 'video-rating', `The rating ${(0,values/* quoteShort */.pf)(s, 60)} is outside the range 0.0 to 5.0.`);
    },
});
const VIEW_COUNT = video_spec('view_count', {
    onValue(v, ctx) {
        const s = (0,values/* trimXml */.On)(v.text);
        if (!isDigits(s, s.charCodeAt(0) === 0x2b ? 1 : 0)) {
            video_at(v, ctx, 'video-value', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is ${s === '' ? 'empty' : (0,values/* quoteShort */.pf)(s, 60)}; give the number of views as a whole number, such as 12345.`);
        }
    },
});
const EXPIRATION = video_spec('expiration_date', {
    onValue(v, ctx) {
        const ms = date(v, ctx);
        // A date alone: the video is available through that day, wherever it was written.
        if (ms !== undefined && (0,values/* latestInstant */.$G)((0,values/* trimXml */.On)(v.text), ms) <= ctx.policy.now.getTime() && ctx.on('video-expired')) {
            video_at(v, ctx, 'video-expired', `The video expired on ${(0,values/* quoteShort */.pf)((0,values/* trimXml */.On)(v.text), 60)}; Google no longer shows it. Remove the video or update the date.`);
        }
    },
});
const video_PUBLICATION = video_spec('publication_date', { onValue: (v, ctx) => void date(v, ctx) });
const TAG = video_spec('tag', {
    onValue(v, ctx) {
        if ((0,values/* isBlank */.z3)(v.text))
            video_at(v, ctx, 'video-value', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> is empty; give a keyword or remove the element.`);
    },
});
const RESTRICTION = video_spec('restriction', {
    attributes: ['relationship'],
    onValue(v, ctx) {
        const rel = relationship(v, ctx, 'video-restriction', 'countries');
        if ((0,values/* isBlank */.z3)(v.text)) {
            const effect = rel === 'deny' ? 'it denies nothing; remove it if the video may be shown everywhere' : 'with relationship="allow" the video is shown nowhere';
            video_at(v, ctx, 'video-restriction', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> lists no country: ${effect}.`);
            return;
        }
        for (const code of tokens(v)) {
            if (isCountry(code))
                continue;
            const comma = code.endsWith(',') || code.includes(',') ? '; separate the codes with spaces, not commas' : '';
            const hint = comma || countryHint(code);
            video_at(v, ctx, 'video-restriction', `${(0,values/* quoteShort */.pf)(code, 40)} in <${(0,core_text/* shortName */.EU)(v.tag.name)}> is not an ISO 3166-1 alpha-2 country code${hint}.`);
            return;
        }
    },
});
const PLATFORMS = new Set(['web', 'mobile', 'tv']);
const PLATFORM = video_spec('platform', {
    attributes: ['relationship'],
    onValue(v, ctx) {
        const rel = relationship(v, ctx, 'video-platform', 'platforms');
        if ((0,values/* isBlank */.z3)(v.text)) {
            const effect = rel === 'deny' ? 'it denies nothing; remove it if the video may be shown on every platform' : 'with relationship="allow" the video is shown on no platform';
            video_at(v, ctx, 'video-platform', `<${(0,core_text/* shortName */.EU)(v.tag.name)}> lists no platform: ${effect}.`);
            return;
        }
        for (const p of tokens(v)) {
            if (PLATFORMS.has(p))
                continue;
            // The schema's list and Google's reference give the platforms in lower case only, as the
            // relationship values (relationship="Allow" is refused above).
            const lower = p.toLowerCase();
            video_at(v, ctx, 'video-platform', PLATFORMS.has(lower)
                ? `${(0,values/* quoteShort */.pf)(p, 40)} in <${(0,core_text/* shortName */.EU)(v.tag.name)}> is not in lower case; the platforms are web, mobile and tv (lower case): write ${lower}.`
                : `${(0,values/* quoteShort */.pf)(p, 40)} in <${(0,core_text/* shortName */.EU)(v.tag.name)}> is not a platform; the platforms are web, mobile and tv, separated by spaces.`);
            return;
        }
    },
});
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const PRICE = deprecated('price', {
    attributes: ['currency', 'type', 'resolution'],
    onValue(v, ctx) {
        const name = v.tag.name;
        const currency = attribute(v.tag, 'currency');
        if (currency === undefined) {
            ctx.report('video-price', `<${name}> has no currency attribute; give the ISO 4217 code of the currency, such as currency="EUR".`, v.line, v.column);
        }
        else if (!isCurrency(currency)) {
            const up = currency.toUpperCase();
            const hint = up !== currency && isCurrency(up) ? `; write it in upper case: ${up}` : '';
            ctx.report('video-price', `currency=${(0,values/* quoteShort */.pf)(currency, 40)} of <${name}> is not an ISO 4217 currency code${hint}.`, v.line, v.column);
        }
        const type = attribute(v.tag, 'type');
        if (type !== undefined && type.toLowerCase() !== 'rent' && type.toLowerCase() !== 'own') {
            ctx.report('video-price', `type=${(0,values/* quoteShort */.pf)(type, 40)} of <${name}> is not one of rent, own.`, v.line, v.column);
        }
        const resolution = attribute(v.tag, 'resolution');
        if (resolution !== undefined && resolution.toLowerCase() !== 'hd' && resolution.toLowerCase() !== 'sd') {
            ctx.report('video-price', `resolution=${(0,values/* quoteShort */.pf)(resolution, 40)} of <${name}> is not one of HD, SD.`, v.line, v.column);
        }
        const s = (0,values/* trimXml */.On)(v.text);
        if (s === '') {
            video_at(v, ctx, 'video-price', `<${name}> is empty; give the price as a decimal number such as 1.99, or remove the element for a free video.`);
        }
        else if (s.length > 100 || !DECIMAL.test(s)) {
            const hint = /^\d+,\d+$/.test(s) ? 'use a dot as the decimal separator, such as 1.99' : 'give a decimal number such as 1.99, without currency symbols';
            video_at(v, ctx, 'video-price', `The price ${(0,values/* quoteShort */.pf)(s, 60)} is not a decimal number; ${hint}.`);
        }
        else if (s.charCodeAt(0) === 0x2d && /[1-9]/.test(s)) {
            video_at(v, ctx, 'video-price', `The price ${(0,values/* quoteShort */.pf)(s, 60)} is negative.`);
        }
    },
});
const UPLOADER = video_spec('uploader', {
    attributes: ['info'],
    onValue(v, ctx) {
        const name = v.tag.name;
        if ((0,values/* isBlank */.z3)(v.text)) {
            video_at(v, ctx, 'video-uploader', `<${name}> is empty; give the name of the uploader, or remove the element.`);
        }
        else {
            const n = (0,values/* charCount */.wL)((0,values/* trimXml */.On)(v.text)) + v.cutCharacters;
            if (n > MAX_UPLOADER)
                video_at(v, ctx, 'video-uploader', `<${name}> is ${(0,values/* thousands */.oh)(n)} characters long; Google reads at most ${MAX_UPLOADER}.`);
        }
        const info = attribute(v.tag, 'info');
        if (info === undefined)
            return;
        const u = (0,values/* parseHttpUrl */.f$)(info);
        if (typeof u === 'string') {
            ctx.report('video-uploader', `The info URL ${(0,values/* quoteShort */.pf)(info)} of <${name}> ${u}.`, v.line, v.column);
            return;
        }
        if (!ctx.on('video-uploader-domain'))
            return;
        const { line, column } = v;
        ctx.defer((loc) => {
            const page = (0,values/* parseHttpUrl */.f$)(loc);
            if (typeof page === 'string')
                return;
            const infoHost = (0,values/* hostOf */.w4)(u.value);
            const pageHost = (0,values/* hostOf */.w4)(page.value);
            if (!(0,values/* sameSite */.SU)(pageHost, infoHost)) {
                ctx.report('video-uploader-domain', `The info URL of <${name}> is on ${(0,values/* quoteShort */.pf)(infoHost, 80)}, not on the page's domain ${(0,values/* quoteShort */.pf)(pageHost, 80)}; Google requires the uploader page on the same domain as the <loc>.`, line, column);
            }
        });
    },
});
const FAMILY_FRIENDLY = video_spec('family_friendly', { onValue: yesNo });
const REQUIRES_SUBSCRIPTION = video_spec('requires_subscription', { onValue: yesNo });
const LIVE = video_spec('live', { onValue: yesNo });
const TVSHOW = deprecated('tvshow', { content: 'opaque' });
/** Rank of the fields after publication_date, whose order among themselves is not checked (see VIDEO). */
const video_TAIL = 10;
/** `video:video`: one video of the page. */
const VIDEO = {
    family: 'video',
    local: 'video',
    qname: 'video:video',
    content: 'elements',
    // The sequence of sitemap-video.xsd up to publication_date is checked. The fields after it
    // share one rank: generators write them in varied orders (platform, live, restriction, tag...)
    // and Google's documentation describes them without an order, so their order among themselves
    // is not reported. content_segment_loc and id (deprecated, undocumented) are not placed at all.
    children: childRules([
        [THUMBNAIL, 0, 1],
        [video_TITLE, 1, 1],
        [DESCRIPTION, 2, 1],
        [CONTENT, 3, 1],
        [PLAYER, 4, 1],
        [DURATION, 5, 1],
        [EXPIRATION, 6, 1],
        [RATING, 7, 1],
        [deprecated('content_segment_loc', { attributes: ['duration'] }, true), -1, Infinity],
        [VIEW_COUNT, 8, 1],
        [video_PUBLICATION, 9, 1],
        [
            TAG,
            video_TAIL,
            MAX_TAGS,
            (el, n, ctx) => {
                if (n === MAX_TAGS + 1) {
                    ctx.report('video-tag-count', `This is tag ${n} of this <video:video>: at most ${MAX_TAGS} <video:tag> are allowed per video.`, el.line, el.column);
                }
            },
        ],
        [deprecated('category'), video_TAIL, 1],
        [FAMILY_FRIENDLY, video_TAIL, 1],
        [RESTRICTION, video_TAIL, 1],
        [deprecated('gallery_loc', { attributes: ['title'] }), video_TAIL, 1],
        [PRICE, video_TAIL, Infinity],
        [REQUIRES_SUBSCRIPTION, video_TAIL, 1],
        [UPLOADER, video_TAIL, 1],
        [TVSHOW, video_TAIL, 1],
        [PLATFORM, video_TAIL, 1],
        [LIVE, video_TAIL, 1],
        [deprecated('id', { attributes: ['type'] }, true), -1, Infinity],
    ]),
    sequence: 'thumbnail_loc, title, description, content_loc, player_loc, duration, expiration_date, rating, view_count, publication_date, then the other fields',
    onClose(el, ctx) {
        // "has no <video:title> and neither <video:content_loc> nor <video:player_loc>": each missing
        // field named on its own, the pair of which one is enough named as a pair.
        const missing = [];
        for (const local of ['thumbnail_loc', 'title', 'description'])
            if (el.count(local) === 0)
                missing.push(`no <video:${local}>`);
        if (el.count('content_loc') === 0 && el.count('player_loc') === 0)
            missing.push('neither <video:content_loc> nor <video:player_loc>');
        if (missing.length === 0)
            return;
        const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
        ctx.report('video-required', `<${(0,core_text/* shortName */.EU)(el.tag.name)}> has ${list}; Google requires a <video:thumbnail_loc>, a <video:title>, a <video:description> and a <video:content_loc> or <video:player_loc> for every video.`, el.line, el.column);
    },
};
/** The video elements allowed directly in a `url`. */
const VIDEO_TOP = new Map([[VIDEO.local, VIDEO]]);

;// CONCATENATED MODULE: ./build/core/extensions/checker.js









/** The elements each family allows directly in a `url`. */
const TOP = {
    image: IMAGE_TOP,
    video: VIDEO_TOP,
    news: NEWS_TOP,
    xhtml: XHTML_TOP,
};
const LABEL = {
    image: 'image sitemap',
    video: 'video sitemap',
    news: 'news sitemap',
    xhtml: 'xhtml',
};
/** Every element a family defines, by local name, with the name of the element it belongs in (`url` for the top ones). */
const HOME = (() => {
    const homes = {};
    for (const family of Object.keys(TOP)) {
        const map = new Map();
        const visit = (spec, home) => {
            if (map.has(spec.local))
                return;
            map.set(spec.local, home);
            for (const child of spec.children?.values() ?? [])
                visit(child.spec, spec.qname);
        };
        for (const spec of TOP[family].values())
            visit(spec, 'url');
        homes[family] = map;
    }
    return homes;
})();
/** One open element of a known extension. */
class Frame {
    spec;
    tag;
    line;
    column;
    text = '';
    cutCharacters = 0;
    textLine = 0;
    textColumn = 0;
    hasText = false;
    /** A text-only element that held an element: its value is not judged. */
    tainted = false;
    textReported = false;
    counts;
    firstLines;
    lastOrder = -1;
    lastName = '';
    orderReported = false;
    constructor(spec, tag, line, column) {
        this.spec = spec;
        this.tag = tag;
        this.line = line;
        this.column = column;
    }
    count(local) {
        return this.counts?.get(local) ?? 0;
    }
}
/** Judges the extension elements of one document. */
class ExtensionChecker {
    policy;
    sink;
    options;
    entry = new EntryState();
    doc = { news: 0 };
    collectAlternates;
    /** Open elements by depth; null for an element that is not judged (and its subtree). */
    frames = [];
    depth = 0;
    constructor(policy, sink, options = {}) {
        this.policy = policy;
        this.sink = sink;
        this.options = options;
        this.collectAlternates = options.onAlternates !== undefined;
    }
    report(rule, message, line, column) {
        this.sink.add(rule, message, line, column);
    }
    reportOnce(rule, message, line, column) {
        this.sink.addOnce(rule, message, line, column);
    }
    on(rule) {
        return this.sink.on(rule);
    }
    defer(check) {
        (this.entry.deferred ??= []).push(check);
    }
    open(tag, depth, line, column, attributes) {
        this.depth = depth;
        this.frames[depth] = null;
        const parent = depth > 1 ? this.frames[depth - 1] : undefined;
        if (parent === null)
            return;
        if (parent !== undefined && parent.spec.content !== 'elements') {
            if (parent.spec.content !== 'opaque') {
                const holds = parent.spec.content === 'text' ? 'text' : 'attributes';
                this.report('extension-placement', `<${(0,core_text/* shortName */.EU)(tag.name)}> is not allowed inside <${(0,core_text/* shortName */.EU)(parent.tag.name)}>, which holds only ${holds}.`, line, column);
                parent.tainted = true;
            }
            return;
        }
        const match = familyOf(tag.uri);
        if (match === undefined)
            return;
        const family = match.family;
        if (!match.exact && (parent === undefined || parent.tag.uri !== tag.uri)) {
            this.report('namespace', `<${(0,core_text/* shortName */.EU)(tag.name)}> is in the namespace ${(0,values/* quoteShort */.pf)(tag.uri)}; ${LABEL[family]} elements must be in ${FAMILY_NS[family]}, or search engines ignore them.`, line, column);
        }
        let rule;
        let spec;
        if (parent === undefined) {
            spec = TOP[family].get(tag.local);
        }
        else if (parent.spec.family === family) {
            rule = parent.spec.children?.get(tag.local);
            spec = rule?.spec;
        }
        if (spec === undefined) {
            this.misplaced(tag, family, parent, line, column);
            return;
        }
        if (parent !== undefined && rule !== undefined)
            this.countChild(parent, rule, tag, line, column);
        if (parent === undefined && (family === 'news' || family === 'video'))
            this.entry.separate = true;
        const frame = new Frame(spec, tag, line, column);
        this.frames[depth] = frame;
        if (spec.deprecated)
            this.reportOnce(spec.deprecated.rule, spec.deprecated.message, line, column);
        this.checkAttributes(spec, tag, attributes, line, column);
        spec.onOpen?.(frame, this);
    }
    text(text, line, column) {
        const f = this.frames[this.depth];
        if (!f)
            return;
        const content = f.spec.content;
        if (content === 'text') {
            const blankBefore = !f.hasText;
            if (blankBefore && !(0,values/* isBlank */.z3)(text)) {
                f.hasText = true;
                f.textLine = line;
                f.textColumn = column;
            }
            this.keep(f, text, blankBefore);
        }
        else if (content !== 'opaque' && !f.textReported && !(0,values/* isBlank */.z3)(text)) {
            f.textReported = true;
            const holds = content === 'elements' ? 'elements' : 'attributes';
            this.report('extension-text', `The text ${(0,values/* quoteShort */.pf)((0,values/* trimXml */.On)(text), 60)} is not allowed inside <${(0,core_text/* shortName */.EU)(f.tag.name)}>, which holds only ${holds}.`, line, column);
        }
    }
    /**
     * Adds `text` to the kept value of `f`: the first MAX_FIELD_CHARS, cut between characters (never
     * inside a surrogate pair); past them only the characters are counted (`cutCharacters`). White
     * space before the value (`blankBefore`: nothing else yet) is kept as one space once it would
     * reach the limit, so that a value after more than 1 MiB of white space is still read.
     */
    keep(f, text, blankBefore) {
        let t = text;
        if (blankBefore && f.text.length + t.length > core_text/* MAX_FIELD_CHARS */.AP) {
            let i = 0;
            while (i < t.length && (0,values/* isXmlSpace */.Qj)(t.charCodeAt(i)))
                i++;
            if (f.text.length > 0 || i > 0)
                f.text = ' ';
            t = t.slice(i);
        }
        const room = core_text/* MAX_FIELD_CHARS */.AP - f.text.length;
        if (t.length <= room) {
            f.text += t;
            return;
        }
        let kept = room > 0 ? room : 0;
        const lead = kept > 0 ? t.charCodeAt(kept - 1) : 0;
        if (lead >= 0xd800 && lead <= 0xdbff && kept < t.length)
            kept--;
        if (kept > 0)
            f.text += t.slice(0, kept);
        f.cutCharacters += (0,core_text/* codePointCount */.tO)(t, kept);
    }
    close(depth) {
        const f = this.frames[depth];
        this.frames[depth] = null;
        this.depth = depth - 1;
        if (!f)
            return;
        const spec = f.spec;
        if (spec.content === 'text') {
            if (f.tainted || spec.onValue === undefined)
                return;
            if (!f.hasText) {
                f.textLine = f.line;
                f.textColumn = f.column;
            }
            spec.onValue(f, this);
        }
        else if (spec.content === 'elements') {
            spec.onClose?.(f, this);
        }
    }
    endEntry(loc, line, column) {
        const entry = this.entry;
        const extensions = (entry.separate ? core_entries/* NEWS_OR_VIDEO */.IM : 0) | (entry.images > 0 ? core_entries/* IMAGES */.no : 0);
        endEntryAlternates(loc, line, column, this);
        if (loc !== undefined && entry.deferred)
            for (const check of entry.deferred)
                check(loc);
        const onAlternates = this.options.onAlternates;
        if (onAlternates && loc !== undefined && entry.altHrefs.length > 0) {
            onAlternates({
                loc,
                line,
                column,
                hreflangs: entry.altHreflangs,
                hrefs: entry.altHrefs,
                lines: entry.altLines,
                columns: entry.altColumns,
            });
        }
        entry.reset();
        // Truncating an array that is already empty still costs a call into the runtime.
        if (this.frames.length !== 0)
            this.frames.length = 0;
        this.depth = 0;
        return extensions;
    }
    endDocument() {
        this.entry.reset();
    }
    /**
     * An element of another namespace outside any `url` (see ExtensionHandler.outside). An element a
     * known family defines describes a page only as part of a `url` (Google's image, video, news and
     * hreflang references place each of them there): elsewhere it is `extension-placement`, reported
     * once at its start tag, and its contents are not judged. Other elements, also the ones of a known
     * namespace that its family does not define, are left to the XML checker.
     */
    outside(tag, where, line, column) {
        const match = familyOf(tag.uri);
        if (match === undefined)
            return false;
        const home = HOME[match.family].get(tag.local);
        if (home === undefined || !this.on('extension-placement'))
            return false;
        const belongs = home === 'url' ? 'inside a <url>, after its <loc> and the other sitemap fields' : `inside <${home}>, in a <url>`;
        this.report('extension-placement', `<${(0,core_text/* shortName */.EU)(tag.name)}> is not allowed ${where}: it belongs ${belongs}; here it describes no page, and Google ignores it.`, line, column);
        return true;
    }
    /** Reports an element of a known namespace where its family does not allow it, or that its family does not define. */
    misplaced(tag, family, parent, line, column) {
        const homes = HOME[family];
        const home = homes.get(tag.local);
        if (home !== undefined) {
            const where = parent === undefined ? 'directly in <url>' : `inside <${(0,core_text/* shortName */.EU)(parent.tag.name)}>`;
            const belongs = home === 'url' ? 'directly in <url>' : `inside <${home}>`;
            this.report('extension-placement', `<${(0,core_text/* shortName */.EU)(tag.name)}> is not allowed ${where}; it belongs ${belongs}.`, line, column);
            return;
        }
        let hint = '';
        const lower = tag.local.toLowerCase();
        for (const name of homes.keys()) {
            if (name.toLowerCase() === lower) {
                hint = ` (element names are case-sensitive: did you mean ${name}?)`;
                break;
            }
        }
        const what = family === 'xhtml' ? 'is not read in sitemaps, where only <xhtml:link> alternates are' : `is not an element of the ${LABEL[family]} schema`;
        this.report('extension-unknown-element', `<${(0,core_text/* shortName */.EU)(tag.name)}> ${what}${hint}; search engines ignore it.`, line, column);
    }
    /** Counts a child of an element-only element: duplicates and order (among the children Google still reads). */
    countChild(parent, rule, tag, line, column) {
        const local = tag.local;
        const counts = (parent.counts ??= new Map());
        const n = (counts.get(local) ?? 0) + 1;
        counts.set(local, n);
        if (n === 1) {
            (parent.firstLines ??= new Map()).set(local, line);
        }
        else if (n > rule.max) {
            if (rule.onOver) {
                rule.onOver({ tag, line, column }, n, this);
            }
            else {
                const first = parent.firstLines?.get(local) ?? line;
                this.report('extension-duplicate', `<${(0,core_text/* shortName */.EU)(tag.name)}> appears ${n === 2 ? 'a second time' : 'again'} in <${(0,core_text/* shortName */.EU)(parent.tag.name)}> (first at line ${first}); the ${LABEL[parent.spec.family]} schema allows it once.`, line, column);
            }
        }
        // A deprecated child is not placed: its own finding says to remove it, and a misorder it is
        // part of goes with it (Shopify and older Yoast write image:title before image:caption).
        if (rule.order < 0 || rule.spec.deprecated !== undefined)
            return;
        if (rule.order < parent.lastOrder) {
            if (!parent.orderReported) {
                parent.orderReported = true;
                this.report('extension-order', `<${(0,core_text/* shortName */.EU)(tag.name)}> comes after <${parent.lastName}>; the ${LABEL[parent.spec.family]} schema orders the children of <${(0,core_text/* shortName */.EU)(parent.tag.name)}> as ${parent.spec.sequence ?? 'defined'}.`, line, column);
            }
        }
        else {
            parent.lastOrder = rule.order;
            parent.lastName = tag.name;
        }
    }
    /** Reports attributes (without namespace) that the element's schema does not define. */
    checkAttributes(spec, tag, attributes, line, column) {
        for (let i = 0; i < attributes.length; i++) {
            const a = attributes[i];
            if (a.uri !== '' || spec.attributes?.includes(a.local))
                continue;
            this.report('extension-attribute', `The attribute ${(0,core_text/* shortName */.EU)(a.name)}=${(0,values/* quoteShort */.pf)(a.value, 60)} is not defined for <${(0,core_text/* shortName */.EU)(tag.name)}>; it is ignored.`, line, column);
        }
    }
}

;// CONCATENATED MODULE: ./build/core/extensions/index.js

/** The extension handler for one document judged under `policy`, reporting into `sink`. */
function createExtensionHandler(policy, sink, options = {}) {
    return new ExtensionChecker(policy, sink, options);
}

;// CONCATENATED MODULE: ./build/core/extensions/gate.js
/**
 * Decides, from the raw bytes of a document, when the code lists of ./codes.ts must be loaded:
 * before the parser sees a namespace declaration of a family whose values are judged against them
 * (xhtml alternates, video, news; see NEEDS_CODE_LISTS).
 *
 * A namespace can only be bound by an `xmlns` or `xmlns:prefix` attribute written in the document,
 * and before any element uses it, so looking at those attributes in each chunk before the chunk
 * is fed is enough. The URI is normalised and trimmed as the parser binds it; one that holds a
 * reference (`&...;`), or a declaration that cannot be read whole, counts as needing the lists
 * (they are loaded early, never late). Should a declaration still slip by, the engine judges the
 * document again once the lists are loaded (CodeListsNotLoaded). Runs only until the lists are
 * loaded; the cost on a document without declarations is one `indexOf` per chunk.
 */


const XMLNS = Buffer.from('xmlns', 'latin1');
/** Bytes read from the start of a declaration: name, `=`, quotes and a URI of more than 200 bytes. */
const WINDOW = 320;
/** `xmlns` or `xmlns:prefix`, `=`, and a quoted value (XML 1.0 Attribute; Namespaces in XML 1.0 section 3). */
const DECLARATION = /^xmlns(?::[^\s=/>]*)?[ \t\r\n]*=[ \t\r\n]*(?:"([^"<]*)"|'([^'<]*)')/;
/** The start of a declaration, up to its `=` or to the end of what is there. */
const DECLARATION_START = /^xmlns(?::[^\s=/>]*)?[ \t\r\n]*(?:=|$)/;
/**
 * The namespace URI as the parser binds it: line ends normalised (XML 1.0 section 2.11), tab, CR
 * and LF turned into spaces (attribute-value normalisation, section 3.3.3), then trimmed as saxes
 * trims it (String#trim, which also drops U+00A0, U+3000, U+FEFF and the other Unicode spaces).
 */
function boundUri(value) {
    return value.replace(/\r\n?/g, '\n').replace(/[\t\n]/g, ' ').trim();
}
/** True when the `xmlns` at `i` of `buf` may declare a namespace of a family that needs the lists. */
function declares(buf, i) {
    // UTF-8, so that Unicode spaces around the URI are trimmed as the parser trims them; a sequence
    // cut by the window's end cannot be in a URI that the window holds whole.
    const text = buf.toString('utf8', i, Math.min(buf.length, i + WINDOW));
    const m = DECLARATION.exec(text);
    // Not read whole (a value longer than the window, or cut by the end of the bytes): it counts when
    // it starts like a declaration; `xmlns` in text or in a longer name does not.
    if (!m)
        return DECLARATION_START.test(text);
    const uri = boundUri(m[1] ?? m[2] ?? '');
    if (uri.includes('&'))
        return true;
    const family = familyOf(uri);
    return family !== undefined && NEEDS_CODE_LISTS.has(family.family);
}
/** Looks at the chunks of one document in order; see the module comment. */
class CodeListGate {
    /** The last bytes of the previous chunk (a copy), for declarations cut by the chunk boundary. */
    tail;
    /** True when the code lists must be loaded before `chunk` (the next bytes of the document) is fed. */
    needs(chunk) {
        if (codeListsLoaded())
            return false;
        const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
        const tail = this.tail;
        if (tail !== undefined) {
            // Declarations whose name is cut by the boundary (those whole in the previous chunk are read again).
            const joined = Buffer.concat([tail, buf.subarray(0, WINDOW)]);
            for (let i = joined.indexOf(XMLNS); i >= 0 && i < tail.length; i = joined.indexOf(XMLNS, i + 1)) {
                if (declares(joined, i))
                    return true;
            }
        }
        // A declaration cut by the end of the chunk counts (the chunk may use it right after).
        for (let i = buf.indexOf(XMLNS); i >= 0; i = buf.indexOf(XMLNS, i + 1))
            if (declares(buf, i))
                return true;
        // The last WINDOW bytes of the document so far (a short chunk keeps part of the old tail).
        const last = buf.length >= WINDOW || tail === undefined ? buf : Buffer.concat([tail, buf]);
        this.tail = Buffer.from(last.subarray(Math.max(0, last.length - WINDOW)));
        return false;
    }
}

// EXTERNAL MODULE: ./build/core/sink.js
var core_sink = __nccwpck_require__(4875);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
// EXTERNAL MODULE: ./build/core/locplaces.js
var locplaces = __nccwpck_require__(3468);
;// CONCATENATED MODULE: ./build/core/locset.js
/**
 * Judges the locs of one file: each value by the loc rules (./loc.ts), and the file-level loc
 * rules that need the other entries: `loc-duplicate`, `loc-mixed-hosts`, `loc-http-https-pair`.
 * Keeps one map entry per distinct loc (the text and the line of its first occurrence).
 */


/** The loc bookkeeping of one file. */
class LocSet {
    policy;
    sink;
    /**
     * With the pair check on: http and https locs by their rest (see RestRecord), which finds both `loc-duplicate` and
     * `loc-http-https-pair` with one lookup. The common case, one exact value per rest written with a
     * lower-case scheme, is a number: the first line, negative for `http`, positive for `https`.
     */
    byRest = new Map();
    /**
     * Other locs by their trimmed text: the first line. Without the pair check (its rule off), every
     * loc is kept here, under the loc itself (no second string per loc).
     */
    others = new Map();
    firstOrigin;
    firstScheme = '';
    firstHost = '';
    firstPort = '';
    firstOriginLine = 0;
    /** Position of the loc being judged, for `report` (one bound function instead of a closure per loc). */
    line = 0;
    column = 0;
    report = (rule, message) => this.sink.add(rule, message, this.line, this.column);
    origins = new Set();
    checkPairs;
    checkMixed;
    /** Hosts are compared too (no `hosts` list: one host per file); with a list, any of its hosts may follow another. */
    mixedHosts;
    // Result of `seenRest`.
    dupLine = 0;
    pairLine = 0;
    constructor(policy, sink) {
        this.policy = policy;
        this.sink = sink;
        this.checkMixed = sink.on('loc-mixed-hosts');
        this.mixedHosts = policy.hosts.length === 0;
        this.checkPairs = sink.on('loc-http-https-pair');
    }
    /**
     * Judges the start of a loc too long to keep whole (`totalLength` UTF-16 code units in all) at a
     * 1-based line and column: loc-too-long and the faults of the kept part. It is not kept for the
     * duplicate and origin checks of the file.
     */
    judgePart(part, line, column, totalLength, totalCharacters) {
        this.line = line;
        this.column = column;
        (0,loc/* checkLoc */.NV)((0,loc/* wholeCharacters */.MB)(part), this.policy, this.report, totalLength, totalCharacters);
    }
    /**
     * Judges one loc at a 1-based line and column. Returns the parsed URL when it is absolute.
     * `kept`: the loc without its surrounding white space, as a string of its own, to keep for the
     * comparisons of the file (default: taken from `raw`, which is then kept in part).
     */
    judge(raw, line, column, kept) {
        const sink = this.sink;
        this.line = line;
        this.column = column;
        const info = (0,loc/* checkLoc */.NV)(raw, this.policy, this.report);
        const web = info !== undefined && (info.scheme === 'https' || info.scheme === 'http');
        // A loc of 2,048 characters or more is already loc-too-long; keeping it for duplicate
        // detection would only hold a possibly huge string for the rest of the file.
        if (web && this.checkPairs) {
            this.seenRest(info, kept ?? info.value, line);
        }
        else {
            this.dupLine = 0;
            this.pairLine = 0;
            const key = kept ?? (info ? info.value : (0,core_text/* trimXml */.On)(raw));
            if (key !== '' && !(0,loc/* isTooLongLoc */.HK)(key)) {
                const first = this.others.get(key);
                if (first !== undefined)
                    this.dupLine = first;
                // At most max-urls distinct locs are kept: a file past it is url-count already, and a
                // hostile one of millions of entries would otherwise hold them all.
                else if (this.others.size < this.policy.maxUrls)
                    this.others.set(key, line);
            }
        }
        if (this.dupLine > 0) {
            const key = info ? info.value : (0,core_text/* trimXml */.On)(raw);
            sink.add('loc-duplicate', `The loc ${(0,core_text/* quote */.hD)(key)} is listed twice in this file; it was first listed on line ${this.dupLine}.`, line, column);
        }
        if (!info)
            return undefined;
        // Only http and https locs are compared: another scheme is loc-scheme already ("sitemaps list
        // only http and https URLs"), and naming its origin again as a second one would report the
        // same fault twice, or make every later https entry "mixed" when the first loc is ftp://.
        if (this.checkMixed && web) {
            if (this.firstOrigin === undefined) {
                this.firstOrigin = originOf(info);
                this.firstScheme = info.scheme;
                this.firstHost = info.host;
                this.firstPort = portOf(info);
                this.firstOriginLine = line;
            }
            else if (info.scheme === this.firstScheme && (info.port === '' ? this.firstPort === '' : portOf(info) === this.firstPort) && (info.host === this.firstHost || !this.mixedHosts)) {
                // Same origin as the first entry (or an allowed host): the common case, decided without building a string.
            }
            else {
                const origin = originOf(info);
                const key = this.mixedHosts ? origin : `${info.scheme}:${portOf(info)}`;
                if (!this.origins.has(key)) {
                    this.origins.add(key);
                    sink.add('loc-mixed-hosts', `The loc ${(0,core_text/* quote */.hD)(info.value)} uses ${(0,core_text/* quote */.hD)(origin, 100)}, but the first entry of this file (line ${this.firstOriginLine}) uses ${(0,core_text/* quote */.hD)(this.firstOrigin, 100)}; ${this.mixedHosts
                        ? `all URLs of one sitemap must share one scheme, host and port.${
                        // Only the host differs: a sitemap for several sites of one owner (hreflang
                        // across country domains, as in Google's "Localized versions" example), which
                        // Google reads when each host is verified for cross-site submission.
                        info.scheme === this.firstScheme && portOf(info) === this.firstPort
                            ? ' If every host is yours and set up for cross-site submission (Search Console, or a Sitemap: line in the robots.txt of each host), name them all in hosts.'
                            : ''}`
                        : 'all URLs of one sitemap must share one scheme and port (the hosts may be any of the allowed hosts).'}`, line, column);
                }
            }
        }
        if (this.pairLine > 0) {
            sink.add('loc-http-https-pair', `Both the http and the https form of ${(0,core_text/* quote */.hD)(info.value)} are listed (the other is on line ${this.pairLine}); list only the canonical one.`, line, column);
        }
        return info;
    }
    /**
     * Records an http or https loc (only with the pair check on); sets dupLine (first line of the
     * same loc, or 0) and pairLine (line of the first entry with the same rest and the other scheme, or 0).
     * `value` is the loc as kept (info.value, or a copy of it of its own).
     */
    seenRest(info, value, line) {
        const colon = info.scheme.length;
        const written = value.slice(0, colon);
        const rest = value.slice(colon);
        // Long locs (loc-too-long) are judged for the pair but never kept as duplicates.
        const keep = !(0,loc/* isTooLongLoc */.HK)(value);
        this.dupLine = 0;
        this.pairLine = 0;
        const got = this.byRest.get(rest);
        if (got === undefined) {
            // As in `judge`: at most max-urls distinct locs are kept.
            if (this.byRest.size >= this.policy.maxUrls)
                return;
            if (!keep) {
                this.byRest.set(rest, { lines: new Map(), firstScheme: info.scheme, firstLine: line });
            }
            else if (written === 'https') {
                this.byRest.set(rest, line);
            }
            else if (written === 'http') {
                this.byRest.set(rest, -line);
            }
            else {
                this.byRest.set(rest, { lines: new Map([[written, line]]), firstScheme: info.scheme, firstLine: line });
            }
            return;
        }
        let record;
        if (typeof got === 'number') {
            const firstScheme = got < 0 ? 'http' : 'https';
            const firstLine = Math.abs(got);
            if (keep && written === firstScheme) {
                this.dupLine = firstLine;
                return;
            }
            record = { lines: new Map([[firstScheme, firstLine]]), firstScheme, firstLine };
            this.byRest.set(rest, record);
        }
        else {
            record = got;
        }
        const first = keep ? record.lines.get(written) : undefined;
        if (first !== undefined)
            this.dupLine = first;
        else if (keep)
            record.lines.set(written, line);
        if (info.scheme !== record.firstScheme)
            this.pairLine = record.firstLine;
    }
}
/**
 * The port of a loc as a number in text (leading zeros dropped, every digit kept: a port of more
 * digits than a double holds exactly is quoted as written), '' for none, an empty one or the
 * scheme's default (443, 80).
 */
function portOf(info) {
    if (info.port === '')
        return '';
    const n = /^\d+$/.test(info.port) ? info.port.replace(/^0+(?=\d)/, '') : info.port;
    return (info.scheme === 'https' && n === '443') || (info.scheme === 'http' && n === '80') ? '' : n;
}
/** `scheme://host`, with `:port` when the loc names a port other than its scheme's default. */
function originOf(info) {
    const port = portOf(info);
    return port === '' ? `${info.scheme}://${info.host}` : `${info.scheme}://${info.host}:${port}`;
}

;// CONCATENATED MODULE: ./build/core/textsitemap.js
/**
 * Text sitemaps (sitemaps.org "Text file"): one absolute URL per line, UTF-8, nothing else.
 * Blank lines are skipped; every other line is an entry judged by the loc rules at its line.
 * Also reads robots.txt files for their `Sitemap:` lines (RFC 9309 section 2.2.4 leaves other
 * records alone).
 */






/**
 * Longest part of one line kept in memory, in UTF-16 code units: as much as of a loc in XML
 * (1 MiB). Longer lines are cut (their full length is still counted), so a file of one huge line
 * cannot hold the whole document; the kept part is judged as the start of the URL.
 */
const MAX_LINE_CHARS = 1 << 20;
/** Splits decoded text into lines across chunks; LF, CRLF and CR end a line. */
class LineChecker {
    entries = 0;
    stopped = false;
    line = 0;
    /** The current line so far (at most MAX_LINE_CHARS code units). */
    carry = '';
    /** Code units and code points of the current line that were cut off. */
    cutUnits = 0;
    cutPoints = 0;
    /** True when the cut-off part holds more than white space. */
    cutHasText = false;
    pendingCr = false;
    /** True when the current line is not to be judged (see skipLine). */
    skipping = false;
    /** Lines not judged (see skipLine). */
    skippedLines = 0;
    /** Line and column of the next character (for encoding faults). */
    position() {
        return { line: this.line + 1, column: (0,core_text/* codePointCount */.tO)(this.carry) + this.cutPoints + 1 };
    }
    write(text) {
        if (this.stopped || text === '')
            return;
        let start = 0;
        if (this.pendingCr) {
            this.pendingCr = false;
            if (text.charCodeAt(0) === 10)
                start = 1;
        }
        const n = text.length;
        let i = start;
        while (i < n) {
            const c = text.charCodeAt(i);
            if (c === 10 || c === 13) {
                this.keep(text, start, i);
                this.line++;
                this.emit(this.line);
                if (c === 13) {
                    if (i + 1 < n) {
                        if (text.charCodeAt(i + 1) === 10)
                            i++;
                    }
                    else {
                        this.pendingCr = true;
                    }
                }
                start = i + 1;
            }
            i++;
        }
        if (start < n)
            this.keep(text, start, n);
    }
    /** Ends the input; `complete` is false when it was cut short by the size limit. */
    end(complete = true) {
        if (this.stopped)
            return;
        if (this.carry !== '' || this.cutUnits > 0) {
            this.line++;
            if (complete)
                this.emit(this.line);
        }
        if (complete)
            this.onEnd();
    }
    abort() {
        this.stopped = true;
    }
    /** The current line holds bytes that are not UTF-8 (reported by the caller): it is not judged. */
    skipLine() {
        this.skipping = true;
    }
    /** True once skipLine was called for the line being read (its first such byte is reported). */
    get skippingLine() {
        return this.skipping;
    }
    /** Appends text[from, to) to the current line, cutting it at MAX_LINE_CHARS. */
    keep(text, from, to) {
        if (from >= to)
            return;
        if (this.cutUnits === 0) {
            const room = MAX_LINE_CHARS - this.carry.length;
            if (to - from <= room) {
                this.carry += from === 0 && to === text.length ? text : text.slice(from, to);
                return;
            }
            let take = room;
            const last = take > 0 ? text.charCodeAt(from + take - 1) : 0;
            if (last >= 0xd800 && last <= 0xdbff)
                take--; // never keep half of a surrogate pair
            if (take > 0)
                this.carry += text.slice(from, from + take);
            from += take;
        }
        this.cutUnits += to - from;
        this.cutPoints += (0,core_text/* codePointCount */.tO)(text, from, to);
        if (!this.cutHasText && /\S/.test(text.slice(from, to)))
            this.cutHasText = true;
    }
    emit(line) {
        const text = this.carry;
        const length = this.cutUnits > 0 && (this.cutHasText || /\S/.test(text)) ? text.length + this.cutUnits : undefined;
        const characters = length === undefined ? undefined : (0,core_text/* codePointCount */.tO)(text) + this.cutPoints;
        this.carry = '';
        this.cutUnits = 0;
        this.cutPoints = 0;
        this.cutHasText = false;
        if (this.skipping) {
            this.skipping = false;
            this.skippedLines++;
            this.onSkippedLine(text, line);
            return;
        }
        this.onLine(text, line, length, characters);
    }
    /**
     * A line that holds bytes that are not UTF-8 (one U+FFFD for each), reported already and not
     * judged. What it still tells a reader of the other lines is read here (robots.txt groups).
     */
    onSkippedLine(_text, _line) { }
}
function firstNonSpace(text) {
    let i = 0;
    while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9))
        i++;
    return i;
}
/** Checks a text sitemap. */
class TextChecker extends LineChecker {
    policy;
    sink;
    options;
    kind = 'text';
    locs;
    constructor(policy, sink, options = {}) {
        super();
        this.policy = policy;
        this.sink = sink;
        this.options = options;
        this.locs = new LocSet(policy, sink);
        // The strict profile accepts an XML <urlset> only (RULES.md); its lines are still judged.
        if (policy.profile === 'strict') {
            sink.add('root-element', 'A text sitemap is not accepted by the strict profile, which allows only an XML <urlset>.', 1, 1);
        }
    }
    onLine(text, line, fullLength, fullCharacters) {
        if (fullLength === undefined && text.trim() === '')
            return;
        this.entries++;
        const column = 1 + firstNonSpace(text);
        if (this.entries === this.policy.maxUrls + 1) {
            this.sink.add('url-count', `This is URL ${(0,values/* thousands */.oh)(this.entries)}: a sitemap may list at most ${(0,values/* thousands */.oh)(this.policy.maxUrls)} URL${this.policy.maxUrls === 1 ? '' : 's'} (max-urls); split the file and list the parts in a sitemap index.`, line, column);
        }
        if (fullLength !== undefined) {
            // Only the beginning of the line was kept: it is judged as the start of a URL (far too long
            // to be one) and not kept for the comparisons of the file, as a loc in XML.
            this.locs.judgePart(text, line, column, fullLength, fullCharacters);
            return;
        }
        // A copy of its own, not a view into the chunk (see XmlChecker).
        const loc = (0,locplaces/* ownString */.Ao)(text);
        this.locs.judge(loc, line, column);
        this.options.onEntry?.(loc, line, column, line, column, undefined);
    }
    onEnd() {
        // A file whose only lines were not judged (bytes that are not UTF-8) lists something: the
        // encoding findings say what.
        if (this.entries === 0 && this.skippedLines === 0)
            this.sink.add('url-count', 'The text sitemap lists no URLs; Search Console reports it as "Empty sitemap".');
    }
}
const SITEMAP_FIELD = /^[ \t]*sitemap[ \t]*:/i;
/**
 * Lines that name a sitemap in another spelling: a field name starting with "sitemap" or
 * "site-map" (any case), which Google's robots.txt parser reads as a Sitemap line (robots.cc
 * KeyIsSitemap: `Sitemaps:`, `Site-map:`), or "Sitemap" and white space instead of the colon
 * (`Sitemap <URL>`, which no crawler reads as the URL). Group 1 is the field name, group 2 the
 * colon (undefined without one).
 */
const LOOSE_SITEMAP_FIELD = /^[ \t]*(site-?map[A-Za-z0-9_-]*)(?:[ \t]*(:)|[ \t]+(?=[^\s#:]))/i;
/** A character outside ASCII. */
const NON_ASCII = /[^\x00-\x7f]/;
/** sitemaps.org: URLs of fewer than 2,048 characters. */
const MAX_URL_LENGTH = 2048;
/** True for ASCII white space: space, tab, LF, CR, form feed, vertical tab. */
function isAsciiSpace(c) {
    return c === 0x20 || (c >= 0x09 && c <= 0x0d);
}
/** `s` without ASCII white space at either end (linear: a regular expression backtracks on long runs). */
function trimAsciiSpace(s) {
    let start = 0;
    let end = s.length;
    while (start < end && isAsciiSpace(s.charCodeAt(start)))
        start++;
    while (end > start && isAsciiSpace(s.charCodeAt(end - 1)))
        end--;
    return start === 0 && end === s.length ? s : s.slice(start, end);
}
/** Reads the `Sitemap:` lines of a robots.txt and judges each value as an absolute URL. */
class RobotsChecker extends LineChecker {
    policy;
    sink;
    options;
    kind = 'robots';
    constructor(policy, sink, options = {}) {
        super();
        this.policy = policy;
        this.sink = sink;
        this.options = options;
    }
    /**
     * What `robots-disallow-all` needs of the groups (RFC 9309 section 2.1: user-agent lines, then
     * their rules) that name `*` and `googlebot`, each token's groups combined as RFC 9309 2.2.1
     * asks: constant memory whatever the file holds.
     */
    generic = { named: false, disallowAll: 0, disallowValue: '', allows: false };
    google = { named: false, disallowAll: 0, disallowValue: '', allows: false };
    /** The tokens the current group names (bit 1: `*`, bit 2: `googlebot`). */
    current = 0;
    /** True while the last group line read was a user-agent line (the next one joins its group). */
    agentsOpen = false;
    onLine(text, line, fullLength, fullCharacters) {
        // A line cut at MAX_LINE_CHARS still holds its field name and the start of its value.
        let m = SITEMAP_FIELD.exec(text);
        if (!m) {
            m = LOOSE_SITEMAP_FIELD.exec(text);
            if (!m) {
                this.groupLine(text, line);
                return;
            }
            const key = m[1];
            const at = firstNonSpace(text) + 1;
            if (m[2] !== ':') {
                // Google's parser splits a line at its first colon (robots.cc GetKeyAndValueFrom): in
                // "Sitemap https://host/s.xml" that is the URL's own, and the value it reads is
                // "//host/s.xml"; white space stands for the colon only in a line without any. No crawler
                // reads the URL: not followed.
                this.sink.add('robots-sitemap-invalid', `This line names a sitemap with ${(0,core_text/* quote */.hD)(key, 40)} and no colon; crawlers do not read the URL from it (Google's parser splits the line at its first colon, the URL's own): write "Sitemap:" and the URL.`, line, at);
                return;
            }
            const rest = text.slice(m[0].length);
            const hash = rest.indexOf('#');
            const written = trimAsciiSpace(hash >= 0 ? rest.slice(0, hash) : rest);
            if (!/^https?:\/\/[^/?#\s]+/i.test(written)) {
                // Another field whose name starts with "sitemap": one finding, not a second about its value.
                this.sink.add('robots-sitemap-invalid', `The field ${(0,core_text/* quote */.hD)(key, 40)} starts with "sitemap", so Google's parser reads this line as a Sitemap line, but its value ${(0,core_text/* quote */.hD)(written, 100)} is not an absolute http(s) URL: name the sitemap as "Sitemap: <URL>", or rename the field.`, line, at);
                return;
            }
            this.sink.add('robots-sitemap-invalid', `This line names a sitemap with the field name ${(0,core_text/* quote */.hD)(key, 40)}; sitemaps.org writes "Sitemap: <URL>". Google's parser takes this spelling too (a field name starting with "sitemap" or "site-map"), other crawlers may skip the line: write "Sitemap:" and the URL.`, line, at);
        }
        // A cut line's value loses what the cut split (half a surrogate pair, a partial % escape).
        let value = fullLength === undefined ? text.slice(m[0].length) : (0,loc/* wholeCharacters */.MB)(text.slice(m[0].length));
        // A "#" starts a comment wherever it is (RFC 9309 2.2, as Google's parser reads every line):
        // a sitemap URL in robots.txt has no fragment.
        const comment = value.indexOf('#');
        if (comment >= 0)
            value = value.slice(0, comment);
        const lead = firstNonSpace(value);
        // Only ASCII white space is taken off, as crawlers do: a no-break space at either end is
        // part of the value (and refused below).
        value = trimAsciiSpace(value);
        const column = m[0].length + lead + 1;
        this.entries++;
        if (!/^https?:\/\/[^/?#\s]+/i.test(value)) {
            this.sink.add('robots-sitemap-invalid', `The Sitemap: value ${(0,core_text/* quote */.hD)(value)} is not an absolute http(s) URL; robots.txt needs the full URL of the sitemap, e.g. https://www.example.org/sitemap.xml.${(0,core_text/* holdsTemplateTags */._N)(value)
                ? ' The value holds template tags ({{ }} or {% %}): this is the template, not the robots.txt your site generator writes; check the built file (e.g. _site/ or public/) and leave the template out of the paths (a !pattern).'
                : ''}`, line, column);
            return;
        }
        // A sitemap URL is a URL of the protocol like a loc: fewer than 2,048 characters (sitemaps.org).
        if ((fullCharacters !== undefined || (0,loc/* isTooLongLoc */.HK)(value)) && this.sink.on('loc-too-long')) {
            const length = fullCharacters !== undefined ? fullCharacters - (0,core_text/* codePointCount */.tO)(text, 0, m[0].length + lead) : (0,core_text/* codePointCount */.tO)(value);
            this.sink.add('loc-too-long', `The Sitemap: value ${(0,core_text/* quote */.hD)(value)} is ${(0,values/* thousands */.oh)(length)} characters long${fullCharacters !== undefined ? ' (with the rest of its line)' : ''}; sitemaps.org requires URLs of fewer than 2,048.`, line, column);
        }
        else if (this.sink.on('loc-too-long') && NON_ASCII.test(value)) {
            // Short as written, but requested escaped to ASCII (non-ASCII characters as UTF-8 %XX, a
            // non-ASCII host in its ASCII form), as a loc is measured (./loc.ts checkLoc).
            const escaped = (0,loc/* escapedUrlLength */.VX)(value);
            if (escaped >= MAX_URL_LENGTH) {
                this.sink.add('loc-too-long', `The Sitemap: value ${(0,core_text/* quote */.hD)(value)} is ${(0,values/* thousands */.oh)((0,core_text/* codePointCount */.tO)(value))} characters long as written but ${(0,values/* thousands */.oh)(escaped)} once escaped to ASCII as crawlers request it (each UTF-8 byte of a non-ASCII character as %XX, a non-ASCII host in its ASCII form); sitemaps.org requires URLs of fewer than 2,048.`, line, column);
            }
        }
        // An absolute URL with a character a URL cannot carry (a space, a control character...):
        // the message names it.
        const url = (0,values/* parseHttpUrl */.f$)(value);
        // White space outside ASCII (a no-break space, U+2028, U+3000...) is an IRI character to the
        // URL syntax, but in a robots.txt line it is a copy-and-paste accident that crawlers split on.
        const space = typeof url === 'string' ? null : /\s/.exec(value);
        const fault = typeof url === 'string' ? url : space ? `has the white space character U+${space[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} ${(0,core_text/* atCharacter */.xn)(value, space.index)}; remove it` : undefined;
        if (fault !== undefined) {
            this.sink.add('robots-sitemap-invalid', `The Sitemap: value ${(0,core_text/* quote */.hD)(value)} ${fault}.`, line, column);
            return;
        }
        // The policy's hosts and https apply to the sitemaps robots.txt names as to index entries: a
        // staging host or an http URL left in the file is the fault to catch before it ships.
        const policy = this.policy;
        if (policy.requireHttps && (value.charCodeAt(4) | 0x20) !== 0x73 && this.sink.on('loc-scheme')) {
            this.sink.add('loc-scheme', `The Sitemap: value ${(0,core_text/* quote */.hD)(value)} uses the scheme "http", but the policy requires https; name the https URL.`, line, column);
        }
        if (policy.hosts.length > 0 && this.sink.on('loc-host')) {
            const written = (0,values/* hostOf */.w4)(value);
            const host = /^[\x00-\x7f]*$/.test(written) ? written : (0,external_node_url_.domainToASCII)(written) || written;
            if (!(0,loc/* isAllowedHost */.Xj)(policy.hosts, host)) {
                this.sink.add('loc-host', `The Sitemap: value ${(0,core_text/* quote */.hD)(value)} has host ${(0,core_text/* quote */.hD)(host, 100)}, which is not one of the allowed hosts (${(0,loc/* allowedHosts */.uV)(policy.hosts)}).`, line, column);
            }
        }
        this.options.onEntry?.(value, line, column, line, column, undefined);
    }
    /**
     * A line with bytes that are not UTF-8 still opens or closes a group, as crawlers read it byte by
     * byte: a skipped `User-agent: B\xf6tbot` line starts a group of its own, and the `Disallow: /`
     * after it is not a rule of the group before.
     */
    onSkippedLine(text, line) {
        this.groupLine(text, line);
    }
    /** Reads a user-agent, allow or disallow line into the groups (other lines are left alone). */
    groupLine(text, line) {
        const m = GROUP_FIELD.exec(text);
        if (!m)
            return;
        const field = m[1].toLowerCase();
        let value = text.slice(m[0].length);
        const hash = value.indexOf('#');
        if (hash >= 0)
            value = value.slice(0, hash);
        value = trimAsciiSpace(value);
        if (field === 'user-agent') {
            if (!this.agentsOpen)
                this.current = 0;
            this.agentsOpen = true;
            const token = productToken(value);
            if (token === '*')
                this.current |= 1;
            else if (token === 'googlebot')
                this.current |= 2;
            if (token === '*')
                this.generic.named = true;
            else if (token === 'googlebot')
                this.google.named = true;
            return;
        }
        // A rule before any user-agent line belongs to no group (RFC 9309 2.1).
        this.agentsOpen = false;
        for (const [bit, group] of [[1, this.generic], [2, this.google]]) {
            if ((this.current & bit) === 0)
                continue;
            if (field === 'disallow' && MATCHES_EVERY_PATH.test(value)) {
                if (group.disallowAll === 0) {
                    group.disallowAll = line;
                    group.disallowValue = value;
                }
            }
            else if (field === 'allow' && value !== '')
                group.allows = true;
        }
    }
    onEnd() {
        if (!this.sink.on('robots-disallow-all'))
            return;
        // A crawler obeys the groups naming its product token, else the `*` groups (RFC 9309 2.2.1);
        // Googlebot and every crawler without a group of its own are judged.
        const generic = this.generic.named ? this.generic : undefined;
        const google = this.google.named ? this.google : generic;
        const blocked = (g) => g !== undefined && g.disallowAll > 0 && !g.allows;
        const group = blocked(google) ? google : blocked(generic) ? generic : undefined;
        if (!group)
            return;
        // Who is kept out, and who then fetches none of the URLs: only Googlebot when its own group
        // blocks it and the other crawlers may crawl, only the other crawlers in the reverse case.
        const who = google === generic || (blocked(google) && blocked(generic))
            ? { whom: 'every crawler', fetches: 'crawlers fetch' }
            : group === google
                ? { whom: 'Googlebot', fetches: 'Googlebot fetches' }
                : { whom: 'every crawler without a group of its own', fetches: 'those crawlers fetch' };
        const agent = group === this.google ? '"Googlebot"' : '"*"';
        this.sink.add('robots-disallow-all', `This robots.txt disallows the whole site for ${who.whom} (${(0,core_text/* quote */.hD)(`Disallow: ${group.disallowValue}`, 40)}${group.disallowValue === '/' ? '' : ', a pattern that matches every path,'} with no Allow in the group for ${agent}): ${who.fetches} none of the URLs its sitemaps list. A staging robots.txt in the build? Remove the rule, or limit it to the paths to keep out.`, group.disallowAll, 1);
    }
}
/**
 * The product token a user-agent value names, lower-cased, as Google's robots.txt parser reads
 * it: `*` alone or followed by white space is the global group; otherwise the leading run of
 * letters, `-` and `_` (RFC 9309 2.2.1), so `Googlebot/2.1` names `googlebot`.
 */
function productToken(value) {
    if (value.charCodeAt(0) === 42 && (value.length === 1 || isAsciiSpace(value.charCodeAt(1))))
        return '*';
    return /^[A-Za-z_-]*/.exec(value)[0].toLowerCase();
}
// A path pattern that matches every path (RFC 9309 2.2.2 and Google's matcher: a pattern is
// anchored at the start of the path, which always starts with "/", and need not reach its end;
// `*` matches any sequence, and a `$` at the end anchors at the end of the path, which a trailing
// `*` always reaches). Without `$`, a pattern matches every path when it matches "" or "/", the
// start of every path: wildcards around at most one "/" (`/`, `/*`, `*`, `**`, `*/`, `*/*`).
// With `$`, when such a pattern ends with `*` (`/*$`, `*$`, `*/*$`). Not `/$` (the root alone),
// nor `/*/` (a path with a second "/").
const MATCHES_EVERY_PATH = /^(?:\**\/\**|\*+|\**\/?\*+\$)$/;
/** A user-agent, allow or disallow line (field names are case-insensitive, RFC 9309 2.2). */
const GROUP_FIELD = /^[ \t]*(user-agent|allow|disallow)[ \t]*:/i;

// EXTERNAL MODULE: ./build/core/site.js
var site = __nccwpck_require__(4439);
;// CONCATENATED MODULE: ./build/core/extensions/handler.js
/** A handler that accepts everything (no extension rules). */
const NO_EXTENSIONS = {
    open() { },
    text() { },
    close() { },
    endEntry() {
        return 0;
    },
    endDocument() { },
    outside() {
        return false;
    },
};

// EXTERNAL MODULE: ./build/core/fields.js
var fields = __nccwpck_require__(2189);
;// CONCATENATED MODULE: ./build/core/feed.js
/**
 * Syndication feeds read as sitemaps (sitemaps.org "Other formats"): RSS 2.0, Atom 1.0 and
 * Atom 0.3. Only what makes a feed usable as a sitemap is judged, not the feed formats as a whole:
 *
 * - each RSS `item`'s `link` text, and each Atom `entry`'s `link` with `rel="alternate"` or no
 *   `rel` (its `href`), is a loc: every loc rule applies at its position (./locset.ts);
 * - the RSS `pubDate` (RFC 822 / RFC 2822 date-time) and the Atom 1.0 `updated` (RFC 3339
 *   date-time) or Atom 0.3 `modified` (W3C Datetime) are the lastmod: `lastmod-format` when the
 *   value is not a date of its own format, `lastmod-future` when it is later than the run's
 *   clock plus one day.
 *
 * Unknown elements are fine; the XML checker (./xml.ts) handles well-formedness, encoding and
 * limits as for any document, and `url-count` for a feed without a single link.
 */






/** Atom 1.0 (RFC 4287) namespace. */
const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** Atom 0.3 namespace. */
const ATOM03_NS = 'http://purl.org/atom/ns#';
/** Tells the format of a root element, or undefined when it is no feed we read. */
function feedFormat(tag) {
    if (tag.local === 'rss' && tag.uri === '')
        return 'rss';
    if (tag.local === 'feed' && tag.uri === ATOM_NS)
        return 'atom';
    if (tag.local === 'feed' && tag.uri === ATOM03_NS)
        return 'atom03';
    return undefined;
}
const DAY_MS = 86_400_000;
const MONTHS = {
    Jan: 0, Feb: 1, Mar: 2, Apr: 3, May: 4, Jun: 5, Jul: 6, Aug: 7, Sep: 8, Oct: 9, Nov: 10, Dec: 11,
};
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** RFC 822 section 5.1 zones (and RFC 2822's numeric offsets); military single letters are obsolete and refused. */
const ZONES = {
    UT: 0, GMT: 0, Z: 0, EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
};
const RFC822 = /^(?:(Mon|Tue|Wed|Thu|Fri|Sat|Sun),\s*)?(\d{1,2})\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\s+(\d{2}|\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([A-Z]{1,3}|[+-]\d{4})$/;
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;
function daysIn(year, month) {
    return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}
/**
 * Parses an RSS date (RFC 822 section 5, with RFC 2822's four-digit years). Returns epoch
 * milliseconds, or a string saying what is wrong.
 */
function parseRfc822(value) {
    const m = RFC822.exec(value.trim());
    if (!m)
        return 'expected an RFC 822 date such as "Sat, 07 Sep 2002 09:42:31 GMT"';
    const [, dow, d, mon, y, hh, mm, ss, zone] = m;
    let year = Number(y);
    if (y.length === 2)
        year += year < 50 ? 2000 : 1900;
    const month = MONTHS[mon];
    const day = Number(d);
    if (day < 1 || day > daysIn(year, month))
        return `${mon} ${year} has no day ${day}`;
    const hour = Number(hh);
    const minute = Number(mm);
    const second = ss === undefined ? 0 : Number(ss);
    if (hour > 23 || minute > 59 || second > 59)
        return `the time ${hh}:${mm}${ss === undefined ? '' : `:${ss}`} does not exist`;
    let offset;
    if (zone.startsWith('+') || zone.startsWith('-')) {
        const h = Number(zone.slice(1, 3));
        const mi = Number(zone.slice(3, 5));
        if (h > 23 || mi > 59)
            return `the zone ${zone} is not a valid offset`;
        offset = (zone.startsWith('-') ? -1 : 1) * (h * 60 + mi);
    }
    else {
        const z = ZONES[zone];
        if (z === undefined)
            return `the zone ${zone} is not one of GMT, UT, EST, EDT, CST, CDT, MST, MDT, PST, PDT or an offset like +0200`;
        offset = z;
    }
    const local = Date.UTC(year, month, day, hour, minute, second);
    if (dow !== undefined) {
        const actual = DAYS[new Date(Date.UTC(year, month, day)).getUTCDay()];
        if (actual !== dow)
            return `${day} ${mon} ${year} is a ${actual}, not a ${dow}`;
    }
    return local - offset * 60_000;
}
/** Parses an Atom 1.0 date (RFC 3339 date-time). Returns epoch milliseconds, or what is wrong. */
function parseRfc3339(value) {
    const m = RFC3339.exec(value.trim());
    if (!m)
        return 'expected an RFC 3339 date-time such as 2026-01-31T09:30:00Z';
    const [, y, mo, d, hh, mm, ss, frac, zone, zh, zm] = m;
    const year = Number(y);
    const month = Number(mo) - 1;
    const day = Number(d);
    if (month < 0 || month > 11)
        return `month ${mo} does not exist`;
    if (day < 1 || day > daysIn(year, month))
        return `${y}-${mo} has no day ${d}`;
    if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59)
        return `the time ${hh}:${mm}:${ss} does not exist`;
    let offset = 0;
    if (zone !== 'Z' && zone !== 'z') {
        if (Number(zh) > 23 || Number(zm) > 59)
            return `the offset ${zone} does not exist`;
        offset = (zone.startsWith('-') ? -1 : 1) * (Number(zh) * 60 + Number(zm));
    }
    const ms = frac === undefined ? 0 : Math.floor(Number(`0${frac}`) * 1000);
    return Date.UTC(year, month, day, Number(hh), Number(mm), Number(ss), ms) - offset * 60_000;
}
/** Element names that carry an entry's date, per format. */
const DATE_FIELD = { rss: 'pubDate', atom: 'updated', atom03: 'modified' };
/**
 * Reads the subtree of a feed's root element (events from the XML checker) and judges its links
 * and dates. Depths are those of the document (root = 1).
 */
class FeedChecker {
    format;
    policy;
    sink;
    locs;
    onEntry;
    entries = 0;
    inItem = false;
    itemDepth = 0;
    itemLine = 0;
    itemCol = 0;
    /** What the text being read is: '' (nothing), 'link' (RSS link) or 'date'. */
    field = '';
    fieldDepth = 0;
    fieldText = '';
    fieldLine = 0;
    fieldCol = 0;
    fieldHasPos = false;
    dateSeen = false;
    ns;
    itemName;
    constructor(format, policy, sink, locs, onEntry) {
        this.format = format;
        this.policy = policy;
        this.sink = sink;
        this.locs = locs;
        this.onEntry = onEntry;
        this.ns = format === 'rss' ? '' : format === 'atom' ? ATOM_NS : ATOM03_NS;
        this.itemName = format === 'rss' ? 'item' : 'entry';
    }
    /** An element below the root opens at `depth` (2 = child of the root). */
    open(tag, depth, line, column) {
        if (this.field !== '')
            return; // markup inside a link or date: the text still counts
        if (!this.inItem) {
            // RSS: rss > channel > item; Atom: feed > entry.
            const itemDepth = this.format === 'rss' ? 3 : 2;
            if (depth === itemDepth && tag.local === this.itemName && tag.uri === this.ns) {
                this.inItem = true;
                this.itemDepth = depth;
                this.itemLine = line;
                this.itemCol = column;
                this.dateSeen = false;
            }
            return;
        }
        if (depth !== this.itemDepth + 1 || tag.uri !== this.ns)
            return;
        if (tag.local === 'link') {
            if (this.format === 'rss') {
                this.startField('link', depth, line, column);
            }
            else {
                const rel = attributeNamed(tag, 'rel');
                if (rel !== undefined && !isAlternate(rel.value))
                    return;
                const href = attributeNamed(tag, 'href');
                this.entry(href === undefined ? '' : href.value, line, column, href === undefined);
            }
        }
        else if (tag.local === DATE_FIELD[this.format] && !this.dateSeen) {
            this.dateSeen = true;
            this.startField('date', depth, line, column);
        }
    }
    /** Text inside the root; `line`/`column` of its first non-blank character. */
    text(text, line, column, blank) {
        if (this.field === '')
            return;
        if (!this.fieldHasPos && !blank) {
            this.fieldHasPos = true;
            this.fieldLine = line;
            this.fieldCol = column;
        }
        if (this.fieldText.length < 1 << 20)
            this.fieldText += text;
    }
    /** The element at `depth` closes. */
    close(depth) {
        if (this.field !== '' && depth === this.fieldDepth) {
            const value = this.fieldText;
            this.fieldText = '';
            const kind = this.field;
            this.field = '';
            if (kind === 'link')
                this.entry(value, this.fieldLine, this.fieldCol, false);
            else
                this.date(value, this.fieldLine, this.fieldCol);
            return;
        }
        if (this.inItem && depth === this.itemDepth)
            this.inItem = false;
    }
    startField(kind, depth, line, column) {
        this.field = kind;
        this.fieldDepth = depth;
        this.fieldText = '';
        this.fieldHasPos = false;
        this.fieldLine = line;
        this.fieldCol = column;
    }
    entry(loc, line, column, missingHref) {
        this.entries++;
        if (this.entries === this.policy.maxUrls + 1) {
            this.sink.add('url-count', `This is link ${(0,values/* thousands */.oh)(this.entries)}: a sitemap may list at most ${(0,values/* thousands */.oh)(this.policy.maxUrls)} URL${this.policy.maxUrls === 1 ? '' : 's'} (max-urls); keep only the latest entries in the feed.`, line, column);
        }
        if (missingHref) {
            this.sink.add('missing-loc', 'This Atom <link> has no href attribute, so the entry names no URL.', line, column);
            return;
        }
        // A copy of its own, not a view into the chunk (see XmlChecker).
        const own = (0,locplaces/* ownString */.Ao)(loc);
        this.locs.judge(own, line, column);
        this.onEntry?.(own, line, column, this.itemLine, this.itemCol, undefined);
    }
    date(value, line, column) {
        const name = DATE_FIELD[this.format];
        if (this.format === 'atom03') {
            // Atom 0.3 dates are W3C Datetime, judged as a lastmod is.
            (0,fields/* checkLastmod */.$p)(value, { ...this.policy, lastmod: 'w3c' }, (rule, message) => this.sink.add(rule, message.replace(/^The lastmod/, `The <${name}>`), line, column));
            return;
        }
        const parsed = this.format === 'rss' ? parseRfc822(value) : parseRfc3339(value);
        if (typeof parsed === 'string') {
            this.sink.add('lastmod-format', `The <${name}> ${(0,core_text/* quote */.hD)(value.trim())} is not a valid date: ${parsed}.`, line, column);
            return;
        }
        if (parsed > this.policy.now.getTime() + DAY_MS) {
            this.sink.add('lastmod-future', `The <${name}> ${(0,core_text/* quote */.hD)(value.trim())} is in the future: later than a day after this run (on ${(0,calendar/* runDay */.WS)(this.policy.now)}).`, line, column);
        }
    }
}
/** The IRI that the relation name `alternate` stands for (RFC 4287 section 4.2.7.2). */
const ALTERNATE_IRI = 'http://www.iana.org/assignments/relation/alternate';
/**
 * Whether an Atom link's `rel` is `alternate`: the registered name in any case (relation names are
 * compared case-insensitively, RFC 8288 section 2.1.1), or the IRI it stands for (RFC 4287
 * section 4.2.7.2). White space around the value is ignored.
 */
function isAlternate(value) {
    const v = value.trim();
    return v.toLowerCase() === 'alternate' || v === ALTERNATE_IRI;
}

;// CONCATENATED MODULE: ./build/core/parser-messages.js
/**
 * The sentences of `xml-not-well-formed` findings: what the strict parser (saxes) found, said so
 * that a site owner knows what to change. saxes writes short messages in lower case ("unquoted
 * attribute value.", "unbound namespace prefix: \"image\"."); each is turned into a sentence that
 * names the construct and the fix, citing XML 1.0 (Fifth Edition) and Namespaces in XML 1.0 (Third
 * Edition). Names taken from the document are quoted and shortened (./text.ts quote), so a message
 * stays on one line and short whatever the input.
 */


/** A character as a reader can find it: `"<"` for visible ASCII, else its code point and kind. */
function characterShown(c) {
    const code = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
    if (c > 0x20 && c < 0x7f)
        return `"${String.fromCharCode(c)}"`;
    if (c === 0x20)
        return 'a space';
    if (c < 0x20 || c === 0x7f)
        return `the control character ${code}`;
    if (c >= 0x80 && c <= 0x9f)
        return `the C1 control character ${code}`;
    if (c >= 0xd800 && c <= 0xdfff)
        return `the unpaired surrogate ${code}`;
    if (c === 0xfffe || c === 0xffff)
        return `the noncharacter ${code}`;
    return `the character ${code}`;
}
/**
 * The explanation of a saxes "disallowed character" error (`message`, lower case, as saxes writes
 * it) about character `c` at a 1-based line and column: which character, where, and what to do.
 * XML 1.0 section 2.2 (Char), 2.3 (Name) and 3.1 (tags) say which characters may stand where.
 * Without `c` (not known), the message itself as a sentence. `tag`: where the tag being read
 * starts (its `<`), named when a second `<` breaks its name.
 */
function disallowedCharacter(message, c, line, column, tag) {
    if (c === undefined)
        return message.replace(/\.?$/, '.');
    const shown = characterShown(c);
    const at = `at line ${line}, column ${column}`;
    const missing = c === 0x3c ? ' Is a ">" missing before it?' : '';
    if (message.startsWith('disallowed character in tag name')) {
        // `<loc>a <` and a line end: the "<" is followed by white space, which starts no name.
        if (tag !== undefined && tag.line > 0 && (c === 0x0a || c === 0x0d || c === 0x09) && (tag.line !== line || tag.column === column - 1)) {
            return `the "<" at line ${tag.line}, column ${tag.column} is followed by ${c === 0x09 ? 'a tab' : 'a line end'}, so it starts no tag; write a "<" that is text as &lt;.`;
        }
        // `<loc>a < b</loc>`: a "<" followed by no name is text that should have been escaped.
        if (tag !== undefined && tag.line === line && tag.column === column - 1) {
            return `${shown} ${at} cannot start an element name, so the "<" before it starts no tag; write a "<" that is text as &lt;.`;
        }
        // `<loc>https://a.org/x<y</loc>`: the "<" of the text opened a tag that the next "<" breaks.
        if (c === 0x3c && tag !== undefined && tag.line > 0 && (tag.line !== line || tag.column !== column)) {
            return `${shown} ${at} cannot stand in an element name. Is a ">" missing before it, or is the "<" at line ${tag.line}, column ${tag.column} part of the text? Write a "<" in text as &lt;.`;
        }
        return `${shown} ${at} cannot stand in an element name.${missing}`;
    }
    if (message.startsWith('disallowed character in attribute name'))
        return `${shown} ${at} cannot stand in an attribute name.${missing}`;
    if (message.startsWith('disallowed character in closing tag'))
        return `${shown} ${at} cannot stand in an end tag, which holds only the element name (</name>).${missing}`;
    if (message.startsWith('disallowed character in processing instruction'))
        return `${shown} ${at} cannot stand in the target name of a processing instruction.`;
    if (c === 0x3c)
        return `a "<" ${at} cannot stand in an attribute value; write it as &lt;.`;
    return `${shown} ${at} is not allowed anywhere in an XML 1.0 document (XML 1.0 section 2.2); remove it.`;
}
/** The usual form of the XML declaration, shown where one is malformed. */
const parser_messages_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
/** saxes messages about the XML declaration (`<?xml ...?>`), whose pseudo-attributes XML 1.0 section 2.8 fixes. */
const DECLARATION_FAULTS = /^(?:version number must match|expected one of|expected the name|did not expect any more name\/value pairs|value required|value must be quoted|whitespace required|xml declaration is incomplete|xml declaration must contain a version|the character \? is disallowed anywhere in xml declarations)/i;
/**
 * What to do about a namespace prefix used without a declaration: the declaration to add, with
 * the URI when the prefix is the one the extension schemas use (image, video, news, xhtml).
 */
function undeclaredPrefix(prefix) {
    const known = Object.hasOwn(FAMILY_NS, prefix) ? FAMILY_NS[prefix] : undefined;
    const shown = (0,core_text/* quote */.hD)(prefix, 60);
    if (known !== undefined) {
        return `the prefix ${shown} is used, but its namespace is not declared; add xmlns:${prefix}="${known}" to the root element (Namespaces in XML 1.0, section 5).`;
    }
    return `the prefix ${shown} is used, but its namespace is not declared; declare it (xmlns:prefix="URI") on the root element or on an element that encloses it, or remove the prefix (Namespaces in XML 1.0, section 5).`;
}
/**
 * The sentence of an `xml-not-well-formed` finding for a saxes error message other than
 * "disallowed character" (see {@link disallowedCharacter}): `message` is saxes's text without its
 * position ("unquoted attribute value."); `rootSeen`: whether the root element has started. The
 * result ends with a full stop, the text after "The XML is not well-formed:" in lower case; a
 * message not known here is passed on as it is.
 */
function parserFault(message, rootSeen = true) {
    const lead = 'The XML is not well-formed: ';
    const m = message.replace(/\.$/, '');
    let text;
    let match;
    if ((match = /^unbound namespace prefix: "(.*)"$/s.exec(m)) !== null)
        text = undeclaredPrefix(match[1]);
    else if ((match = /^duplicate attribute: (.*)$/s.exec(m)) !== null) {
        text = `the attribute ${(0,core_text/* quote */.hD)(match[1], 60)} is given twice in one tag; an attribute may appear once per element (XML 1.0 section 3.1).`;
    }
    else if ((match = /^malformed name: (.*)$/s.exec(m)) !== null) {
        text = `the name ${(0,core_text/* quote */.hD)(match[1], 60)} is not a valid qualified name: at most one ":", with a prefix before it and a local name after it (Namespaces in XML 1.0, section 4).`;
    }
    else if ((match = /^unmatched closing tag: (.*)$/s.exec(m)) !== null) {
        text = rootSeen
            ? `the end tag </${(0,core_text/* quote */.hD)(match[1], 60).slice(1, -1)}> closes no open element: the root element has already ended. Remove it, or the end tag that closed the root too early.`
            : `the end tag </${(0,core_text/* quote */.hD)(match[1], 60).slice(1, -1)}> closes no open element: it comes before the root element's start tag. Remove it.`;
    }
    else if (m === 'attribute without value')
        text = 'an attribute has no value; write it as name="value" (XML 1.0 section 3.1).';
    else if (m === 'unquoted attribute value')
        text = 'an attribute value is not in quotes; write it as name="value" or name=\'value\' (XML 1.0 section 3.1).';
    else if (m === 'no whitespace between attributes')
        text = 'two attributes follow each other without white space; separate them with a space (XML 1.0 section 3.1).';
    else if (m === 'forward-slash in opening tag not followed by >')
        text = 'a "/" in a start tag must be followed at once by ">"; write an empty element as <name/> (XML 1.0 section 3.1).';
    else if (m === 'weird empty close tag')
        text = 'an end tag has no name ("</>"); write the name of the element it closes, as in </url>.';
    else if (m === 'malformed comment')
        text = 'a comment holds "--" before its end; a comment may not contain two hyphens in a row, nor end with "--->" (XML 1.0 section 2.5).';
    else if (m === 'processing instruction without a target')
        text = 'a processing instruction ("<?") has no target name; remove it, or write it as <?target ...?> (XML 1.0 section 2.6).';
    else if (m === 'invalid attempt to undefine prefix in XML 1.0') {
        text = 'a namespace prefix is declared with an empty URI (xmlns:prefix=""), which XML 1.0 does not allow; give its URI or remove the declaration (Namespaces in XML 1.0, section 3).';
    }
    else if (m === 'documents may contain only one root') {
        text = 'a second root element starts here; a sitemap has one root element (<urlset> or <sitemapindex>), and only comments and white space may follow its end tag. Were two sitemaps written into one file?';
    }
    else if (m === 'incorrect syntax') {
        text = 'a "<!" starts no comment (<!-- -->), CDATA section (<![CDATA[ ]]>) or DOCTYPE, as written here; if this is an HTML page (<!doctype html>), it is no sitemap: check what the build writes at this path.';
    }
    else if (m === 'the string "]]>" is disallowed in char data') {
        text = 'the sequence "]]>" may not appear in text; write it as ]]&gt; (XML 1.0 section 2.4).';
    }
    else if (m === 'text data outside of root node') {
        text = 'text stands outside the root element; only white space, comments and processing instructions may stand before the root element\'s start tag or after its end tag (XML 1.0 section 2.1).';
    }
    else if (DECLARATION_FAULTS.test(m)) {
        text = m.startsWith('version number')
            ? `the XML declaration's version is not "1." followed by digits; write version="1.0", as in ${parser_messages_DECLARATION} (XML 1.0 section 2.8, which has a 1.0 processor read any version 1.x as 1.0).`
            : `the XML declaration is malformed (${m}); write it as ${parser_messages_DECLARATION}: version first, then encoding, then standalone if any, each value in quotes, separated by spaces (XML 1.0 section 2.8).`;
    }
    // After the colon the sentence goes on in lower case, as the other sentences of the rule do.
    if (text === undefined)
        return `${lead}${message}.`.replace(/\.\.$/, '.');
    return `${lead}${text}`;
}

;// CONCATENATED MODULE: ./build/core/scan.js
/**
 * A light scanner that runs one step ahead of the XML parser over each decoded chunk. It knows
 * only five contexts (text, tag, attribute value, comment / CDATA / processing instruction, and
 * markup declarations) and finds the faults that `saxes` reports late or in the wrong place:
 *
 * - an `&` that does not start a well-formed reference (`&name;`, `&#digits;`, `&#xhex;`), that
 *   names an entity XML does not predefine, or a character reference to a character XML does not
 *   allow (`&#0;`): saxes reads on to the next `;` and reports at the end of the document or many
 *   lines later; we report at the `&` itself;
 * - a comment, CDATA section, processing instruction, tag or attribute value left open until the
 *   end of the input: reported where it opened (an attribute value at its opening quote);
 * - a DOCTYPE or other markup declaration, found before the parser sees it, so it is never
 *   processed (`dtd-forbidden`).
 *
 * The parser must read the same text before a fault in every chunking, or it may report other
 * things first (the text before a declaration, a fault inside a tag). So when `scan` finds a
 * fault, the index it returns is, for a reference, its '&' (the parser never reads it); for a
 * declaration, the character after its '<' (the parser reads the '<', which ends the text before
 * it, but not the keyword); for an element with too many attributes, the quote of the value past
 * the limit (the parser reads the tag up to there). The index is 0 when that point is in an
 * earlier chunk. And at the end of a chunk, `held` says how many of its last characters the parser
 * must not read yet: a reference or a '<!' not decided yet (held back, the parser cannot read a
 * '<!NOTATIO' and report it as bad syntax, or an '&' outside the root as stray text).
 *
 * Positions are 1-based lines and columns; columns count Unicode characters (code points), as
 * saxes does. Line ends are those of XML 1.0: LF, CR LF (counted once, also when a chunk ends
 * between them) and a lone CR.
 */
/** Most attributes one element may carry (hostile input; real sitemaps use a few). */
const MAX_ATTRIBUTES = 256;
/**
 * Distance between two '<' up to which the tag at the first cannot carry more than MAX_ATTRIBUTES
 * attributes: each takes at least five characters (space, name, '=', two quotes).
 */
const PLAIN_TAG_SPAN = 5 * MAX_ATTRIBUTES;
const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);
const DECLARATIONS = ['DOCTYPE', 'ENTITY', 'ELEMENT', 'ATTLIST', 'NOTATION'];
const MAX_PENDING = 10; // longest prefix needed after '<' to decide: '![CDATA[' / '!NOTATION'
const MAX_REF_NAME = 100;
const LF = 10;
const CR = 13;
function isNameStart(c) {
    return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 || c >= 0xc0;
}
function isNameChar(c) {
    return isNameStart(c) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c === 0xb7;
}
function isDigit(c) {
    return c >= 48 && c <= 57;
}
function isHex(c) {
    return (c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}
/** XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]. */
function isXmlChar(cp) {
    return cp === 9 || cp === 10 || cp === 13 || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}
/** The declaration keyword `word` is (after `<!`), or undefined. */
function declaration(word) {
    for (const d of DECLARATIONS)
        if (d === word)
            return d;
    return undefined;
}
/** True when `word` (after `<!`) may still grow into a declaration keyword. */
function declarationPrefix(word) {
    for (const d of DECLARATIONS)
        if (d.startsWith(word))
            return true;
    return false;
}
/**
 * True when `s` holds '<' followed by `mark` ('!' or '?') at or after `from`. Both are rare in a
 * sitemap but for '?' in query strings: a native search for `mark`, then one look back each.
 */
function markupAfter(s, from, mark) {
    for (let i = s.indexOf(mark, from + 1); i >= 0; i = s.indexOf(mark, i + 1))
        if (s.charCodeAt(i - 1) === 0x3c)
            return true;
    return false;
}
/** Finds low surrogates (module level: compiled once; `lastIndex` is set before each use). */
const LOW_SURROGATE = /[\udc00-\udfff]/g;
/** Counts code points in s[from, to): UTF-16 units minus low surrogates that follow a high one. */
function codePoints(s, from, to) {
    let n = to - from;
    // Most text has no character outside the BMP: let the regular expression engine look for one.
    LOW_SURROGATE.lastIndex = from;
    const m = LOW_SURROGATE.exec(s);
    if (m === null || m.index >= to)
        return n;
    for (let i = m.index; i < to; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xdc00 && c <= 0xdfff && i > from && s.charCodeAt(i - 1) >= 0xd800 && s.charCodeAt(i - 1) <= 0xdbff)
            n--;
    }
    return n;
}
const CONTEXT_NAMES = {
    [5 /* S.Comment */]: 'comment (<!--)',
    [6 /* S.Cdata */]: 'CDATA section (<![CDATA[)',
    [7 /* S.Pi */]: 'processing instruction (<?)',
    [2 /* S.Tag */]: 'tag (<)',
    [3 /* S.Dq */]: 'attribute value (")',
    [4 /* S.Sq */]: "attribute value (')",
    [1 /* S.Lt */]: 'markup (<)',
};
/**
 * Scans decoded text chunk by chunk. Call `scan` with each chunk before handing it to the parser;
 * when it returns an index, hand the parser only `chunk.slice(0, index)` and report `fault`.
 */
class XmlScanner {
    /** The first fault found, once `scan` returned an index or `end` returned a fault. */
    fault;
    state = 0 /* S.Text */;
    /** Attribute values seen in the current tag. */
    attributes = 0;
    /** State to return to after a reference ends (Text, Dq or Sq). */
    refReturn = 0 /* S.Text */;
    /** Line and column of the first character of the current chunk (after `scan`: of the next chunk). */
    baseLine = 1;
    baseCol = 1;
    /** True when the current chunk follows a chunk that ended with CR (a LF first is then its pair). */
    afterCR = false;
    /** True when the current chunk holds a CR (line ends other than LF must be looked for). */
    hasCR = false;
    /** Position of the construct that is open ('<' of a tag, comment, CDATA section, PI). */
    openLine = 1;
    openCol = 1;
    /** Index in the current chunk where the open construct started, or -1 if it started earlier. */
    openIndex = -1;
    /** Position of the opening quote of the attribute value being read; index -1 if it began earlier. */
    valLine = 1;
    valCol = 1;
    valIndex = -1;
    /** Position of the '&' of the reference being read (state Ref); index -1 if it began earlier. */
    refLine = 1;
    refCol = 1;
    refIndex = -1;
    /** Characters after '<' seen so far while deciding (state Lt). */
    pending = '';
    /** Reference text after '&' so far (state Ref). */
    ref = '';
    /** How many characters of a multi-character terminator ('-->', ']]>', '?>') ended the last chunk. */
    partial = 0;
    chunk = '';
    /** Result of `posAt`. */
    atLine = 1;
    atCol = 1;
    /** 1-based line of the next character (the end of what was scanned). */
    get line() {
        return this.baseLine;
    }
    /** 1-based column, in code points, of the next character (the end of what was scanned). */
    get column() {
        return this.baseCol;
    }
    /**
     * UTF-16 units at the end of the text scanned so far (after `scan` returned -1) that the parser
     * must not read yet: a reference, or what follows a '<' while it may still be a declaration.
     * They are on one line, at `heldColumn`, and come back with the next chunk.
     */
    get held() {
        if (this.state === 1 /* S.Lt */)
            return this.pending.length;
        if (this.state === 8 /* S.Ref */)
            return 1 + this.ref.length;
        return 0;
    }
    /** 1-based column, in code points, of the first held character (on line `line`). */
    get heldColumn() {
        return this.state === 8 /* S.Ref */ ? this.refCol : this.openCol + 1;
    }
    /**
     * Scans `chunk`. Returns -1 when the parser may take all of it, or the index of the first
     * character the parser must not see (a fault was found and stored in `fault`).
     */
    scan(chunk) {
        if (this.fault)
            return 0;
        this.chunk = chunk;
        this.hasCR = chunk.indexOf('\r') >= 0;
        this.openIndex = -1;
        this.valIndex = -1;
        this.refIndex = -1;
        const stop = this.run(chunk);
        if (stop >= 0)
            return stop;
        // Carry the positions of constructs that opened in this chunk and are still open.
        const state = this.state;
        if (state !== 0 /* S.Text */) {
            const inValue = state === 3 /* S.Dq */ || state === 4 /* S.Sq */ || (state === 8 /* S.Ref */ && this.refReturn !== 0 /* S.Text */);
            if (this.openIndex >= 0 && (state !== 8 /* S.Ref */ || inValue)) {
                this.posAt(this.openIndex);
                this.openLine = this.atLine;
                this.openCol = this.atCol;
            }
            if (this.valIndex >= 0 && inValue) {
                this.posAt(this.valIndex);
                this.valLine = this.atLine;
                this.valCol = this.atCol;
            }
            if (state === 8 /* S.Ref */ && this.refIndex >= 0) {
                this.posAt(this.refIndex);
                this.refLine = this.atLine;
                this.refCol = this.atCol;
            }
        }
        this.posAt(chunk.length);
        this.baseLine = this.atLine;
        this.baseCol = this.atCol;
        this.afterCR = chunk.length > 0 ? chunk.charCodeAt(chunk.length - 1) === CR : this.afterCR;
        return -1;
    }
    /** Call at end of input: returns the fault for a construct still open, if any. */
    end() {
        if (this.fault)
            return this.fault;
        if (this.state === 0 /* S.Text */)
            return undefined;
        if (this.state === 8 /* S.Ref */) {
            this.fault = this.ampFault(this.refLine, this.refCol);
            return this.fault;
        }
        const where = `the input ends at line ${this.baseLine}, column ${this.baseCol}`;
        const what = CONTEXT_NAMES[this.state] ?? 'construct';
        const value = this.state === 3 /* S.Dq */ || this.state === 4 /* S.Sq */;
        this.fault = {
            kind: 'open',
            line: value ? this.valLine : this.openLine,
            column: value ? this.valCol : this.openCol,
            message: `This ${what} is never closed: ${where}.`,
        };
        return this.fault;
    }
    /** Sets atLine/atCol to the position of index k of the current chunk (k may be its length). */
    posAt(k) {
        const s = this.chunk;
        // A LF that completes a CR LF pair split between chunks is not a character of its own.
        const start = this.afterCR && s.charCodeAt(0) === LF ? 1 : 0;
        let line = this.baseLine;
        let last = -1; // index of the last line-ending character before k
        for (let i = s.indexOf('\n', start); i >= 0 && i < k; i = s.indexOf('\n', i + 1)) {
            line++;
            last = i;
        }
        if (this.hasCR) {
            for (let i = s.indexOf('\r', start); i >= 0 && i < k; i = s.indexOf('\r', i + 1)) {
                // CR LF counts once (at the LF); a CR at the end of the chunk counts now.
                if (s.charCodeAt(i + 1) === LF)
                    continue;
                line++;
                if (i > last)
                    last = i;
            }
        }
        this.atLine = line;
        if (last < 0)
            this.atCol = this.baseCol + codePoints(s, Math.min(start, k), k);
        else
            this.atCol = 1 + codePoints(s, last + 1, k);
    }
    open(k, state) {
        this.state = state;
        this.openIndex = k;
    }
    /** Records a fault at the `<` of the construct being read; returns `stop`, the index to stop the parser at. */
    failAtOpen(kind, message, stop) {
        if (this.openIndex >= 0) {
            this.posAt(this.openIndex);
        }
        else {
            this.atLine = this.openLine;
            this.atCol = this.openCol;
        }
        this.fault = { kind, line: this.atLine, column: this.atCol, message };
        return stop;
    }
    /** The fault stop index for a construct that started at chunk index `k` (-1: in an earlier chunk). */
    static stopAt(k) {
        return k >= 0 ? k : 0;
    }
    ampFault(line, column, detail) {
        const message = detail === undefined ? 'A literal & must be written &amp; in XML (it starts an entity reference otherwise).' : detail;
        return { kind: 'ampersand', line, column, message };
    }
    /** Records an '&' fault at the reference being read; returns the stop index. */
    failAmp(detail) {
        if (this.refIndex >= 0) {
            this.posAt(this.refIndex);
            this.fault = this.ampFault(this.atLine, this.atCol, detail);
        }
        else {
            this.fault = this.ampFault(this.refLine, this.refCol, detail);
        }
        return XmlScanner.stopAt(this.refIndex);
    }
    /**
     * True when `r` (a reference read up to a character that cannot continue it) is whole but for
     * its `;`: a predefined entity name, or a character reference to a character XML allows.
     */
    static wantsSemicolon(r) {
        if (PREDEFINED.has(r))
            return true;
        if (r.charCodeAt(0) !== 35 /* # */)
            return false;
        const hex = r.charCodeAt(1) === 120; /* x */
        const digits = r.slice(hex ? 2 : 1);
        // Only a reference to a character XML allows: `&#12` is no advice to complete.
        return digits !== '' && isXmlChar(parseInt(digits, hex ? 16 : 10));
    }
    /** Why the complete reference `&r;` is not allowed, or undefined when it is. */
    static badReference(r) {
        if (r.charCodeAt(0) === 35 /* # */) {
            const hex = r.charCodeAt(1) === 120; /* x */
            const digits = r.slice(hex ? 2 : 1);
            const cp = parseInt(digits, hex ? 16 : 10);
            if (isXmlChar(cp))
                return undefined;
            return `The character reference &${r}; names a character that XML does not allow; remove it, and write a literal & as &amp;.`;
        }
        if (PREDEFINED.has(r))
            return undefined;
        return `The entity reference &${r}; is not defined: XML without a DTD knows only &amp;, &lt;, &gt;, &quot; and &apos;. Write a literal & as &amp;.`;
    }
    /** Leaves a comment, CDATA section or PI when its terminator `term` straddles the chunk start. */
    resumeTerminator(s, i, term) {
        const n = s.length;
        const head = term.slice(0, this.partial);
        const joined = head + s.slice(i, i + term.length - 1);
        const j = joined.indexOf(term);
        if (j >= 0) {
            this.state = 0 /* S.Text */;
            this.partial = 0;
            return i + j + term.length - head.length;
        }
        this.partial = 0;
        if (i + term.length - 1 >= n) {
            // The whole rest of the chunk is in `joined`: keep the longest end of it that starts `term`.
            for (let k = Math.min(term.length - 1, joined.length); k > 0; k--) {
                if (joined.endsWith(term.slice(0, k))) {
                    this.partial = k;
                    break;
                }
            }
            return n;
        }
        return i;
    }
    /**
     * In text at index `from` of `s`: the index from which the state machine must read. When the rest
     * of the chunk holds no '&', no '<!' or '<?' (comments, CDATA sections, declarations, processing
     * instructions) and no two '<' more than PLAIN_TAG_SPAN apart, nothing before its last '<' can
     * hold a fault the scanner looks for (a reference, a declaration, too many attributes, a construct
     * left open), so the machine reads from that '<' (or from the end, without one); otherwise from
     * `from`. Costs native searches of the rest of the chunk (for '&', for each '!' and '?', and for
     * its first and last '<'), and backward searches for '<', at most two per PLAIN_TAG_SPAN
     * characters: from each '<', the furthest '<' at most PLAIN_TAG_SPAN after it, which is that '<'
     * itself only when the next one is further.
     */
    plainUntil(s, from) {
        if (s.indexOf('&', from) >= 0 || markupAfter(s, from, '!') || markupAfter(s, from, '?'))
            return from;
        const first = s.indexOf('<', from);
        if (first < 0)
            return s.length;
        // A '<' that ends the chunk may start '<!' or '<?' in the next: read by the machine.
        const last = s.lastIndexOf('<');
        for (let i = first; i < last;) {
            const next = s.lastIndexOf('<', i + PLAIN_TAG_SPAN);
            if (next === i)
                return from;
            i = next;
        }
        return last;
    }
    /** Runs the state machine over s; returns the stop index of a fault, or -1. */
    run(s) {
        const n = s.length;
        let i = 0;
        // Cached indexOf results for this chunk: -2 = unknown, -1 = none left. Each is recomputed only
        // once the scan has passed it. (Tags and attribute values are short: a plain loop over them
        // measured faster than more indexOf searches.)
        let nextLt = -2;
        let nextAmp = -2;
        // The first time the machine is in text in this chunk, it may skip plain tags (plainUntil).
        let skipped = false;
        while (i < n) {
            if (!skipped && this.state === 0 /* S.Text */) {
                skipped = true;
                i = this.plainUntil(s, i);
                if (i >= n)
                    break;
            }
            switch (this.state) {
                case 0 /* S.Text */: {
                    if (nextLt !== -1 && nextLt < i)
                        nextLt = s.indexOf('<', i);
                    if (nextAmp !== -1 && nextAmp < i)
                        nextAmp = s.indexOf('&', i);
                    let j;
                    if (nextAmp >= 0 && (nextLt < 0 || nextAmp < nextLt)) {
                        j = nextAmp;
                        this.refReturn = 0 /* S.Text */;
                        this.ref = '';
                        this.state = 8 /* S.Ref */;
                        this.refIndex = j;
                    }
                    else if (nextLt >= 0) {
                        j = nextLt;
                        this.pending = '';
                        this.open(j, 1 /* S.Lt */);
                    }
                    else {
                        return -1;
                    }
                    i = j + 1;
                    break;
                }
                case 1 /* S.Lt */: {
                    const c = s.charCodeAt(i);
                    if (this.pending === '') {
                        if (c === 63 /* ? */) {
                            this.state = 7 /* S.Pi */;
                            this.partial = 0;
                            i++;
                            break;
                        }
                        if (c !== 33 /* ! */) {
                            this.state = 2 /* S.Tag */;
                            this.attributes = 0;
                            break; // re-read c in Tag
                        }
                    }
                    this.pending += s[i];
                    i++;
                    const p = this.pending;
                    if (p === '!--') {
                        this.state = 5 /* S.Comment */;
                        this.partial = 0;
                    }
                    else if (p === '![CDATA[') {
                        this.state = 6 /* S.Cdata */;
                        this.partial = 0;
                    }
                    else if (!'!--'.startsWith(p) && !'![CDATA['.startsWith(p)) {
                        const word = p.slice(1);
                        const decl = declaration(word);
                        if (decl) {
                            const after = this.openIndex >= 0 ? this.openIndex + 1 : 0;
                            return this.failAtOpen('declaration', `A <!${decl} declaration is not allowed in a sitemap; DTDs and entity declarations are refused and never processed.`, after);
                        }
                        if (!(declarationPrefix(word) && p.length < MAX_PENDING))
                            this.state = 2 /* S.Tag */; // '<!foo': the parser reports it
                    }
                    break;
                }
                case 2 /* S.Tag */: {
                    // Find the next quote or '>'.
                    let j = i;
                    let c = 0;
                    for (; j < n; j++) {
                        c = s.charCodeAt(j);
                        if (c === 62 || c === 34 || c === 39)
                            break;
                    }
                    if (j >= n)
                        return -1;
                    if (c === 62) {
                        this.state = 0 /* S.Text */;
                    }
                    else {
                        // Each attribute has one quoted value: counting values counts attributes.
                        if (++this.attributes > MAX_ATTRIBUTES) {
                            return this.failAtOpen('limit', `This element has more than ${MAX_ATTRIBUTES} attributes. The document is not read further.`, j);
                        }
                        this.state = c === 34 ? 3 /* S.Dq */ : 4 /* S.Sq */;
                        this.valIndex = j;
                    }
                    i = j + 1;
                    break;
                }
                case 3 /* S.Dq */:
                case 4 /* S.Sq */: {
                    const quote = this.state === 3 /* S.Dq */ ? 34 : 39;
                    let j = i;
                    let c = 0;
                    for (; j < n; j++) {
                        c = s.charCodeAt(j);
                        if (c === quote || c === 38)
                            break;
                    }
                    if (j >= n)
                        return -1;
                    if (c === quote) {
                        this.state = 2 /* S.Tag */;
                    }
                    else {
                        this.refReturn = this.state;
                        this.ref = '';
                        this.state = 8 /* S.Ref */;
                        this.refIndex = j;
                    }
                    i = j + 1;
                    break;
                }
                case 8 /* S.Ref */: {
                    const c = s.charCodeAt(i);
                    const r = this.ref;
                    if (c === 59 /* ; */) {
                        if (r === '' || r === '#' || r === '#x')
                            return this.failAmp();
                        const bad = XmlScanner.badReference(r);
                        if (bad !== undefined)
                            return this.failAmp(bad);
                        this.state = this.refReturn;
                        i++;
                        break;
                    }
                    let good;
                    if (r === '')
                        good = c === 35 /* # */ || isNameStart(c);
                    else if (r === '#')
                        good = isDigit(c) || c === 120 /* x */;
                    else if (r.charCodeAt(0) === 35)
                        good = r.charCodeAt(1) === 120 ? isHex(c) : isDigit(c);
                    else
                        good = isNameChar(c);
                    if (!good && XmlScanner.wantsSemicolon(r)) {
                        // (A character reference is kept without its leading zeros: it is not quoted.)
                        return this.failAmp(r.charCodeAt(0) === 35
                            ? 'This character reference has no ";" at its end: add the ";" after its digits, or write the & as &amp; for a literal &.'
                            : `The reference &${r} has no ";" at its end: write &${r}; for the character it names, or &amp;${r} for a literal &.`);
                    }
                    if (!good || r.length >= MAX_REF_NAME)
                        return this.failAmp();
                    // Leading zeros of a character reference are legal in any number (&#0000065;): one is
                    // kept, the rest do not count toward MAX_REF_NAME.
                    if (!(c === 48 && (r === '#0' || r === '#x0')))
                        this.ref = r + s[i];
                    i++;
                    break;
                }
                case 5 /* S.Comment */:
                case 6 /* S.Cdata */:
                case 7 /* S.Pi */: {
                    const term = this.state === 5 /* S.Comment */ ? '-->' : this.state === 6 /* S.Cdata */ ? ']]>' : '?>';
                    if (this.partial > 0) {
                        i = this.resumeTerminator(s, i, term);
                        if (this.state === 0 /* S.Text */ || i >= n)
                            break;
                    }
                    const j = s.indexOf(term, i);
                    if (j >= 0) {
                        this.state = 0 /* S.Text */;
                        i = j + term.length;
                        break;
                    }
                    // Remember how much of the terminator ends this chunk.
                    this.partial = 0;
                    for (let k = Math.min(term.length - 1, n - i); k > 0; k--) {
                        if (s.endsWith(term.slice(0, k))) {
                            this.partial = k;
                            break;
                        }
                    }
                    return -1;
                }
            }
        }
        return -1;
    }
}

;// CONCATENATED MODULE: ./build/core/xml.js












/** The sitemaps.org 0.9 namespace, the only one the protocol accepts for its elements. */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
/** Element names of the sitemap namespace. */
const CORE_NAMES = new Set(['urlset', 'sitemapindex', 'url', 'sitemap', 'loc', 'lastmod', 'changefreq', 'priority']);
/** Fields of an entry in schema order (index in the array = order). */
const URL_FIELDS = ['loc', 'lastmod', 'changefreq', 'priority'];
const INDEX_FIELDS = ['loc', 'lastmod'];
const xml_LOC = 0;
const LASTMOD = 1;
const CHANGEFREQ = 2;
const PRIORITY = 3;
/** A URI that was meant to be the sitemap namespace: another version, https, a trailing slash, Google's legacy URIs, none. */
function isNearMissNamespace(uri) {
    if (uri === '')
        return true;
    const u = uri.toLowerCase();
    return u.includes('sitemaps.org/schemas/sitemap') || u.includes('google.com/schemas/sitemap/');
}
function describeNs(uri) {
    return uri === '' ? 'no namespace' : `the namespace ${(0,core_text/* quote */.hD)(uri)}`;
}
const STOP = Symbol('stop');
/**
 * Whether plain `<url>` elements are read whole (XmlChecker.takePlain) rather than event by event.
 * Always on; tests turn it off to compare the findings of both ways (read when an XmlChecker is
 * made).
 */
const plainEntries = { on: true };
const ROOT_NAMES = ['urlset', 'sitemapindex'];
/**
 * The hint for an element name that differs from an expected one only in case (`<Lastmod>`,
 * `<URL>`, `<sitemapIndex>`): XML names are case-sensitive (XML 1.0 section 2.3). Empty otherwise.
 */
function caseHint(local, expected) {
    const lower = local.toLowerCase();
    const match = expected.find((e) => e !== local && e === lower);
    return match === undefined ? '' : ` Element names are case-sensitive: write <${match}>.`;
}
/** saxes errors found inside a tag, a comment or a PI (reported at the construct's '<'). */
const TAG_ERRORS = /^(documents may contain only one root|malformed comment|duplicate attribute|unbound namespace prefix|xmlns|xml prefix|prefix xml|prefix xmlns|attribute without value|unquoted attribute|no whitespace between attributes|disallowed character in attribute|double-dash|comment|disallowed character in closing tag|disallowed character in tag name|unclosed tag|processing instruction|xml declaration|forward slash|incorrect syntax)/i;
/**
 * Limits of the parse (hostile input): deeper nesting or more attributes end the document with an
 * `xml-limit` finding. Real sitemaps nest about five levels (urlset, url, video:video,
 * video:price) and carry a few attributes; the limits keep the parser's per-element work bounded
 * (saxes resolves namespaces by walking the open elements, so unbounded depth is quadratic).
 */
const MAX_DEPTH = 256;
/** The attribute limit is counted by the scanner, before the parser reads the tag. */


/**
 * Pending text the parser may hold inside a field before it is taken over (saxes keeps a text
 * node's characters until the node ends).
 */
const DRAIN_CHARS = 1 << 18;
/** saxes's state for character data (S_TEXT in saxes.js 6): the pending text is the field's. */
const SAXES_TEXT_STATE = 13;
/** Checks one XML sitemap document. Feed decoded text with `write`, then call `end` once. */
class XmlChecker {
    policy;
    sink;
    options;
    kind = 'unknown';
    entries = 0;
    /** True once a fatal fault stopped the parse (well-formedness, DTD, encoding, size). */
    stopped = false;
    parser;
    scanner = new XmlScanner();
    /** Text the scanner has read and the parser not yet (XmlScanner.held), and its column. */
    held = '';
    heldCol = 1;
    locs;
    strict;
    /**
     * What the strict profile refuses, decided by the rule that reports it, so that `rules`
     * overrides work both ways: extension elements (`extension-element`, on only in strict by
     * default) are refused and not judged, or judged by their own checks; the fields after lastmod
     * (`unexpected-element` in strict) are refused, or judged; a feed (`root-element` in strict)
     * is refused, or read.
     */
    refuseExtensions;
    strictFields;
    refuseFeeds;
    /** isNearMissNamespace of the namespaces seen last. */
    nearMiss = new RecentAnswers(4);
    // Position tracking: where the next markup's '<' is, and where text after the last markup starts.
    tagLine = 1;
    /** Position of the '<' of the last comment (0 = none yet). */
    commentLine = 0;
    commentCol = 0;
    tagCol = 1;
    afterLine = 1;
    afterCol = 1;
    /** Stream offset (UTF-16 units) of afterLine/afterCol. */
    afterPos = 0;
    // The chunk being fed: its text, stream offset and position, for errors the parser reports late.
    chunkText = '';
    chunkStart = 0;
    chunkLine = 1;
    chunkCol = 1;
    fed = 0;
    /** True when the text fed so far ends with CR (a LF starting the next chunk is its pair). */
    fedCR = false;
    /** The character at afterPos once known (-1 before), kept when its chunk is gone. */
    afterChar = -1;
    /**
     * True when the text fed up to the end of the last chunk holds a '<' after afterPos: the parser
     * is in markup (or the text after the last markup ended), not in text that goes on.
     */
    ltAfter = false;
    /**
     * The text after the last markup, while it goes on past the end of a chunk (see skipLead):
     * where its leading whitespace ends (leadFound) or how far it was read, and what is left to read.
     */
    leadFound = false;
    leadLine = 1;
    leadCol = 1;
    leadRest = '';
    /** '<' of the last end tag, and the depth of the element it closed. */
    endTagLine = 1;
    endTagCol = 1;
    closedDepth = 0;
    /** True once the first character that is not whitespace was fed (the parser skips those before it silently). */
    begun = false;
    /** Up to three characters from the first one that is not white space (to tell a template). */
    opening = '';
    /** Index of that character in the chunk where the document begun. */
    beginAt = 0;
    /** Where text outside the root element starts (0 until there is some). */
    strayLine = 0;
    strayCol = 0;
    depth = 0;
    /** Depth at and below which events are ignored (0 = none). */
    ignoreFrom = 0;
    /** Depth of the extension element being handed to the extension handler (0 = none). */
    extFrom = 0;
    /**
     * True while the ignored subtree (ignoreFrom) is an element of another namespace outside any
     * entry: its descendants are shown to the extension handler (`outside`), which reports the known
     * extension elements among them.
     */
    strayWalk = false;
    /** Depth of an element in that subtree the handler reported, whose own subtree is skipped (0 = none). */
    straySkip = 0;
    ext;
    /** Set when the root is an RSS or Atom feed: it reads everything below the root. */
    feedChecker;
    /** Start-tag positions of open elements, by depth. */
    openLines = [];
    openCols = [];
    openNames = [];
    // Result of locateText: the first character of a text that is not whitespace (or its end).
    textLine = 1;
    textCol = 1;
    coreNs = SITEMAP_NS;
    fields = URL_FIELDS;
    entryName = 'url';
    rootLine = 1;
    rootCol = 1;
    sawRoot = false;
    /**
     * True once an entry showed that a `<url>` without prefix or attributes is a sitemap entry here
     * (in a urlset, in the sitemap namespace or the root's): plain ones are then read whole.
     */
    plainReady = false;
    // Per entry.
    inEntry = false;
    entryLine = 0;
    entryCol = 0;
    seen = 0; // bit per field
    /** Rank of the furthest field read so far in this entry (-1: none), and its name as written. */
    lastOrder = -1;
    lastName = '';
    /** True once a field of this entry was reported as coming after a later one (once per entry). */
    orderReported = false;
    /** True once an element of another namespace was read in this entry; the first one's name and line. */
    sawExtension = false;
    extensionName = '';
    extensionLine = 0;
    /** True once a field of this entry was reported as coming after an extension element (once per entry). */
    extensionOrderReported = false;
    locValue;
    /** The loc as written, when white space surrounds it (a view into the chunk; see EntryCallback). */
    locWritten;
    /** Where the loc's text starts (its first character that is not white space; the <loc> tag when it has none). */
    locLine = 0;
    locCol = 0;
    lastmodValue;
    // Per field being read.
    field = -1;
    fieldText = '';
    /** Length of the field's whole text (fieldText keeps at most MAX_FIELD_CHARS of it). */
    fieldLength = 0;
    /** Characters (code points) of the field's text past what fieldText keeps. */
    fieldCutPoints = 0;
    /** True once whitespace at the start of the field was taken over from the parser (drainField). */
    fieldDrained = false;
    fieldLine = 0;
    fieldCol = 0;
    /** True once the field's position is that of its first non-whitespace text (else: its start tag). */
    fieldHasPos = false;
    fieldTainted = false;
    /** Reports a finding at the field being closed (one function for the whole document). */
    reportField;
    constructor(policy, sink, options = {}) {
        this.policy = policy;
        this.sink = sink;
        this.options = options;
        this.locs = new LocSet(policy, sink);
        this.strict = policy.profile === 'strict';
        this.refuseExtensions = sink.on('extension-element');
        this.strictFields = this.strict && sink.on('unexpected-element');
        this.refuseFeeds = this.strict && sink.on('root-element');
        this.ext = options.extensions ?? NO_EXTENSIONS;
        this.reportField = (rule, message) => this.sink.add(rule, message, this.fieldLine, this.fieldCol);
        const p = new SitemapSaxesParser();
        this.parser = p;
        p.on('error', (err) => this.onError(err));
        p.on('xmldecl', (decl) => {
            this.markAfter();
            const enc = decl.encoding;
            if (enc !== undefined && !/^utf-?8$/i.test(enc)) {
                this.sink.add('encoding', `The XML declaration names the encoding ${(0,core_text/* quote */.hD)(enc)}; sitemaps must be UTF-8 (declare encoding="UTF-8" or leave it out).`, 1, 1);
            }
        });
        p.on('processinginstruction', (pi) => {
            if (this.stopped)
                return;
            this.sink.add('processing-instruction', `The processing instruction <?${(0,core_text/* shortName */.EU)(pi.target)}?> is not allowed by this profile; remove it (browsers use xml-stylesheet, crawlers ignore it).`, this.tagLine, this.tagCol);
            this.markAfter();
        });
        p.on('doctype', () => {
            // The scanner refuses declarations before the parser sees them; this is a second guard.
            this.fatal('dtd-forbidden', 'A DOCTYPE is not allowed in a sitemap; it is never processed.', this.tagLine, this.tagCol);
        });
        p.on('comment', () => {
            // The parser reports a comment at the second '-' of '-->', before it reads the '>' (and
            // reports a "--" inside a comment after this event): keep where the comment began.
            this.commentLine = this.tagLine;
            this.commentCol = this.tagCol;
            this.markAfter();
            this.tagCol = ++this.afterCol;
            this.afterPos++;
        });
        p.on('opentag', (tag) => this.onOpen(tag));
        p.on('closetag', () => this.onClose());
        p.on('text', (text) => this.onText(text, false));
        p.on('cdata', (text) => this.onText(text, true));
        if (plainEntries.on)
            p.plainHook = (entry) => this.takePlain(entry);
    }
    /** Line and column of the next character the checker expects (the end of what was fed). */
    position() {
        return { line: this.scanner.line, column: this.scanner.column };
    }
    /** Feeds the next chunk of decoded text. */
    write(text) {
        if (this.stopped)
            return;
        const held = this.held;
        // The parser's next text starts with the held characters, if any (on one line, see XmlScanner.held).
        this.chunkLine = this.scanner.line;
        this.chunkCol = held === '' ? this.scanner.column : this.heldCol;
        if (!this.begun) {
            this.begin(text);
            if (this.begun)
                this.opening = text.slice(this.beginAt, this.beginAt + 3);
        }
        else if (this.opening.length < 3) {
            this.opening += text.slice(0, 3 - this.opening.length);
        }
        const stop = this.scanner.scan(text);
        if (stop >= 0) {
            // A fault at 0 is in a construct that began earlier: the held characters are part of it.
            this.held = '';
            if (stop > 0)
                this.parse(held === '' ? text.slice(0, stop) : held + text.slice(0, stop));
            if (!this.stopped)
                this.scanFault();
            return;
        }
        const all = held === '' ? text : held + text;
        const keep = this.scanner.held;
        if (keep === 0) {
            this.held = '';
            this.parse(all);
            return;
        }
        this.held = all.slice(all.length - keep);
        this.heldCol = this.scanner.heldColumn;
        this.parse(all.slice(0, all.length - keep));
    }
    /** Stops the parse without an end-of-document judgement (used after encoding and size faults). */
    abort() {
        this.stopped = true;
    }
    /**
     * Ends the document: reports constructs left open, the empty document and `url-count`.
     * `complete` is false when the input was cut short (size limit): no end-of-input judgement then.
     */
    end(complete = true) {
        if (this.stopped || !complete)
            return;
        if (!this.sawRoot && this.scanner.end() === undefined) {
            const { line, column } = this.position();
            const empty = line === 1 && column === 1;
            this.sink.add('root-element', empty
                ? 'The file is empty: a sitemap needs a <urlset> or <sitemapindex> root element.'
                : 'The document has no root element: a sitemap needs a <urlset> or <sitemapindex> root element.');
            this.stopped = true;
            return;
        }
        const fault = this.scanner.end();
        if (fault) {
            this.scanFault();
            return;
        }
        if (this.depth > 0) {
            // The innermost element left open.
            const d = this.depth;
            const { line, column } = this.position();
            this.fatal('xml-not-well-formed', `The element <${this.openNames[d] ?? '?'}> is never closed: the input ends at line ${line}, column ${column}.`, this.openLines[d] ?? 1, this.openCols[d] ?? 1);
            return;
        }
        try {
            this.parser.close();
        }
        catch (e) {
            if (e !== STOP)
                throw e;
        }
        if (this.stopped)
            return;
        this.ext.endDocument();
        if (this.feedChecker) {
            this.entries = this.feedChecker.entries;
            if (this.entries === 0) {
                this.sink.add('url-count', `The ${this.kind === 'rss' ? 'RSS' : 'Atom'} feed has no ${this.kind === 'rss' ? '<item> with a <link>' : '<entry> with an alternate <link>'}, so it lists no URL; Search Console reports it as "Empty sitemap".`, this.rootLine, this.rootCol);
            }
            return;
        }
        if ((this.kind === 'urlset' || this.kind === 'sitemapindex') && this.entries === 0) {
            this.sink.add('url-count', `The <${this.kind}> has no <${this.entryName}> entries; the sitemap schema requires at least one, and Search Console reports it as "Empty sitemap".`, this.rootLine, this.rootCol);
        }
    }
    parse(text) {
        if (text === '')
            return;
        this.chunkText = text;
        this.chunkStart = this.fed;
        try {
            this.parser.write(text);
        }
        catch (e) {
            if (e !== STOP)
                throw e;
        }
        if (this.field >= 0 && this.depth === 3 && this.ignoreFrom === 0 && !this.stopped)
            this.drainField();
        const rel = this.afterPos - this.fed;
        if (rel >= 0 && rel < text.length)
            this.afterChar = text.charCodeAt(rel);
        if (rel >= 0 || !this.ltAfter)
            this.ltAfter = text.indexOf('<', rel > 0 ? rel : 0) >= 0;
        if (!this.ltAfter && this.begun && !this.stopped) {
            // The text after the last markup goes on in the next chunk: read how far its leading
            // whitespace goes here, for locateSource once the text ends.
            if (rel >= 0)
                this.skipLead(text, rel, this.afterLine, this.afterCol);
            else if (!this.leadFound)
                this.skipLead(this.leadRest + text, 0, this.leadLine, this.leadCol);
        }
        this.fed += text.length;
        this.fedCR = text.charCodeAt(text.length - 1) === 13;
    }
    /**
     * Takes over the text the parser holds for the field being read once it passes DRAIN_CHARS, so
     * that a huge text node is never held whole (see MAX_FIELD_CHARS). Only in the parser's text state,
     * where the pending characters are the field's own.
     */
    drainField() {
        const p = this.parser;
        if (p.state !== SAXES_TEXT_STATE || p.text.length < DRAIN_CHARS)
            return;
        const pending = p.text;
        p.text = '';
        this.addFieldText(pending, this.afterLine, this.afterCol, false);
        // Whitespace so far: the rest of the text node no longer starts where the parser's text did,
        // so its first other character is found in the source (locateSource).
        if (!this.fieldHasPos)
            this.fieldDrained = true;
    }
    /** Appends text of the field being read that starts at `line`/`column` (`cdata`: inside a CDATA section). */
    addFieldText(text, line, column, cdata) {
        if (!this.fieldHasPos) {
            let found;
            if (this.fieldDrained && !cdata) {
                found = !(0,core_text/* isBlank */.z3)(text);
                if (found)
                    this.locateSource();
            }
            else {
                found = this.locateText(text, line, column, cdata);
            }
            if (found) {
                this.fieldHasPos = true;
                this.fieldLine = this.textLine;
                this.fieldCol = this.textCol;
            }
        }
        const room = core_text/* MAX_FIELD_CHARS */.AP - this.fieldText.length;
        if (room > 0)
            this.fieldText += text.length <= room ? text : text.slice(0, room);
        if (text.length > room) {
            // Characters past the kept part, for the exact length of a loc too long to keep.
            const from = room > 0 ? room : 0;
            this.fieldCutPoints += (0,core_text/* codePointCount */.tO)(text, from, text.length);
            // A pair cut in two by the limit is one character, counted on both sides.
            const lead = from > 0 ? text.charCodeAt(from - 1) : 0;
            const trail = text.charCodeAt(from);
            if (lead >= 0xd800 && lead <= 0xdbff && trail >= 0xdc00 && trail <= 0xdfff)
                this.fieldCutPoints--;
        }
        this.fieldLength += text.length;
    }
    scanFault() {
        const f = this.scanner.fault;
        if (!f)
            return;
        const rule = f.kind === 'declaration' ? 'dtd-forbidden' : f.kind === 'limit' ? 'xml-limit' : 'xml-not-well-formed';
        this.fatal(rule, f.message, f.line, f.column);
    }
    fatal(rule, message, line, column) {
        if (this.stopped)
            return;
        this.sink.add(rule, message, line, column);
        this.stopped = true;
    }
    onError(err) {
        if (this.stopped)
            throw STOP;
        const p = this.parser;
        let message = err.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
        if (message === 'disallowed character.' && this.depth === 0 && this.strayTextBefore(p.position - 1)) {
            // Text outside the root that holds a character XML forbids: the parser reports the text
            // at the end of the chunk, or the character if it comes first in the same chunk. Report the
            // text, where it starts, whatever the chunks.
            message = 'text data outside of root node.';
        }
        let line = p.line;
        let column = Math.max(1, p.column);
        let sentence = parserFault(message, this.sawRoot);
        // saxes names no character: name it and report the finding at it (where saxes noticed it).
        const named = message.startsWith('disallowed character') ? p.lastCharacter() : undefined;
        if (message.startsWith('disallowed character')) {
            sentence = `The XML is not well-formed: ${disallowedCharacter(message, named, line, column, { line: this.tagLine, column: this.tagCol })}`;
        }
        if (message.startsWith('unexpected close tag')) {
            // Reported at the end tag's '>'; report it at its '<' and name the element left open.
            const d = this.closedDepth;
            line = this.endTagLine;
            column = this.endTagCol;
            sentence = `The XML is not well-formed: this end tag does not close <${this.openNames[d] ?? '?'}>, opened at line ${this.openLines[d] ?? 1}, column ${this.openCols[d] ?? 1}; close elements in the reverse order of opening.`;
        }
        else if (message.startsWith('an XML declaration must') || message.startsWith('the XML declaration must')) {
            // Reported inside the declaration; report it at its '<'.
            line = this.tagLine;
            column = this.tagCol;
            sentence =
                line === 1 && column === 1
                    ? 'The XML is not well-formed: the XML declaration is written <?xml ...?>, in lower case; other spellings of "xml" are reserved and cannot name a processing instruction (XML 1.0 section 2.6).'
                    : 'The XML is not well-formed: the XML declaration (<?xml ...?>) must be at the very start of the file, with nothing before it, not even whitespace or a blank line.';
        }
        else if (message.startsWith('unmatched closing tag')) {
            // An end tag after the root element closed: no element was closed for it.
            line = this.tagLine;
            column = this.tagCol;
        }
        else if (message.startsWith('malformed comment') && this.commentLine > 0) {
            line = this.commentLine;
            column = this.commentCol;
        }
        else if (named !== undefined) {
            // At the character the message names; a line end or tab after a "<" at that "<", which the
            // message names (the line end itself has no column a reader can find).
            if ((named === 0x0a || named === 0x0d || named === 0x09) && message.startsWith('disallowed character in tag name') && this.tagLine > 0) {
                line = this.tagLine;
                column = this.tagCol;
            }
        }
        else if (TAG_ERRORS.test(message) && (message.startsWith('documents may contain only one root') ? this.tagLine < p.line || this.tagCol <= column : this.tagLine === p.line && this.tagCol <= column)) {
            // Faults inside a tag, comment or processing instruction are noticed a few characters
            // after the construct starts (at the end of the attribute, name or comment); report them
            // at its '<', the start of the markup at fault. A fault noticed on a later line of the
            // construct (a start tag with one attribute per line) stays where it was noticed, the line
            // that holds it, as xmllint reports it; a second root element is reported at its '<'.
            line = this.tagLine;
            column = this.tagCol;
        }
        else if (message.startsWith('text data outside of root node')) {
            // The parser reports stray text where it ends (at the next '<' or the end of the chunk);
            // report it where it starts. It starts in this chunk: the parser checks chunk by chunk.
            this.strayTextStart();
            line = this.textLine;
            column = this.textCol;
            if (!this.sawRoot && /^(?:---|\{\{|\{%)/.test(this.opening)) {
                // Front matter (Jekyll, Hugo) or template tags (Liquid, Go templates): a source file.
                sentence +=
                    ' The file starts like a template (front matter or {{ }} / {% %} tags), not a built sitemap: check the files your site generator writes (e.g. _site/ or public/) and leave the template out of the paths (a !pattern).';
            }
            else if (this.strayTemplate()) {
                // A layout that starts with its XML declaration (`<?xml ...?>` then `{{ define "main" }}`).
                sentence += core_text/* TEMPLATE_HINT */.Nm.replace('The value holds', 'The text holds');
            }
        }
        this.fatal('xml-not-well-formed', sentence, line, column);
        throw STOP;
    }
    /**
     * True when the raw text from the end of the last markup to stream offset `end` (exclusive)
     * holds a character other than XML white space before any '<': text outside the root that the
     * parser has read but not reported yet. Its first such character is in the chunk being fed: the
     * parser reports such text at the end of each chunk.
     */
    strayTextBefore(end) {
        const s = this.chunkText;
        const from = this.afterPos - this.chunkStart;
        if (from < 0 && this.ltAfter)
            return false;
        const to = end - this.chunkStart;
        for (let i = from > 0 ? from : 0; i < to; i++) {
            const c = s.charCodeAt(i);
            if (c === 60 /* < */)
                return false;
            if (!(0,core_text/* isXmlSpace */.Qj)(c))
                return true;
        }
        return false;
    }
    /**
     * True when the stray text after the last markup, as far as this chunk holds it (at most 4,096
     * characters of it), holds template tags.
     */
    strayTemplate() {
        const from = Math.max(0, this.afterPos - this.chunkStart);
        const s = this.chunkText;
        const lt = s.indexOf('<', from);
        return (0,core_text/* holdsTemplateTags */._N)(s.slice(from, Math.min(lt < 0 ? s.length : lt, from + 4096)));
    }
    /**
     * Sets textLine/textCol to the start of the text outside the root element that the parser
     * refuses: the first character after the last markup that is not whitespace. That is a CDATA
     * section's '<' (tagLine/tagCol: the parser refuses it at '[CDATA['), or stray text, which starts
     * in the chunk being fed and is looked for in its raw text (line ends not yet normalised).
     */
    strayTextStart() {
        if (this.strayLine > 0) {
            // Reported by the parser at the '<' after it; the text event came first.
            this.textLine = this.strayLine;
            this.textCol = this.strayCol;
            return;
        }
        const s = this.chunkText;
        let i = this.afterPos - this.chunkStart;
        const first = i >= 0 ? s.charCodeAt(i) : this.afterChar;
        if (first === 60 || this.tagLine !== this.afterLine || this.tagCol !== this.afterCol) {
            // A '<' came after the markup (at once or after whitespace): '<![CDATA[' outside the root.
            this.textLine = this.tagLine;
            this.textCol = this.tagCol;
            return;
        }
        if (i >= 0) {
            this.skipRawSpace(s, i, this.afterLine, this.afterCol);
        }
        else {
            // The last markup ended in an earlier chunk: start at this one.
            this.skipRawSpace(s, this.fedCR && s.charCodeAt(0) === 10 ? 1 : 0, this.chunkLine, this.chunkCol);
        }
    }
    /**
     * Before the first markup: the parser skips leading whitespace (and a byte order mark) without
     * a text event, so the first character after it is located here, in the raw text.
     */
    begin(text) {
        let i = this.fedCR && text.charCodeAt(0) === 10 ? 1 : 0;
        let column = this.chunkCol;
        if (this.fed === 0 && text.charCodeAt(0) === 0xfeff) {
            i = 1;
            column++;
        }
        i = this.skipRawSpace(text, i, this.chunkLine, column);
        if (i >= text.length)
            return;
        this.begun = true;
        this.beginAt = i;
        this.tagLine = this.afterLine = this.textLine;
        this.tagCol = this.afterCol = this.textCol;
        this.afterPos = this.fed + i;
    }
    /**
     * Skips XML whitespace in raw text (line ends not normalised: LF, CR LF, lone CR) from index `i`
     * at `line`/`column`. Sets textLine/textCol to the next character and returns its index (or the
     * length of `s`).
     */
    skipRawSpace(s, i, line, column) {
        const n = s.length;
        for (; i < n; i++) {
            const c = s.charCodeAt(i);
            if (c === 10 || (c === 13 && s.charCodeAt(i + 1) !== 10)) {
                line++;
                column = 1;
            }
            else if (c === 32 || c === 9) {
                column++;
            }
            else if (c !== 13) {
                break;
            }
        }
        this.textLine = line;
        this.textCol = column;
        return i;
    }
    /** After a markup event: the next character is both the next '<' candidate and the start of text. */
    markAfter() {
        const p = this.parser;
        this.tagLine = this.afterLine = p.line;
        this.tagCol = this.afterCol = p.column + 1;
        this.afterPos = p.position;
    }
    checkAttributes(tag, line, column) {
        const list = this.parser.attributeList;
        for (let i = 0; i < list.length; i++) {
            const a = list[i];
            if (a.prefix === 'xmlns' || a.name === 'xmlns')
                continue;
            // The XSD processor reads xsi:schemaLocation and xsi:noNamespaceSchemaLocation; any other
            // xsi attribute (xsi:type, xsi:nil, ...) is judged against the schema and refused there.
            if (a.uri === XSI_NS && !this.strict && (a.local === 'schemaLocation' || a.local === 'noNamespaceSchemaLocation'))
                continue;
            this.sink.add('unexpected-attribute', `The attribute ${(0,core_text/* shortName */.EU)(a.name)}=${(0,core_text/* quote */.hD)(a.value)} is not allowed on <${(0,core_text/* shortName */.EU)(tag.name)}>${this.strict ? ' (the strict profile allows only namespace declarations)' : ''}; remove it.`, line, column);
        }
    }
    /**
     * `namespace` for a namespace declaration whose URI has whitespace around it. saxes binds the
     * URI trimmed (String#trim, Unicode spaces included), but a namespace name is the attribute's
     * normalised value as written (Namespaces in XML 1.0 section 3): xmllint and schema validators
     * put the element in another namespace, so it is refused where this checker would accept it.
     */
    checkDeclarations(tag, attributes, line, column) {
        for (let i = 0; i < attributes.length; i++) {
            const a = attributes[i];
            if ((a.prefix !== 'xmlns' && a.name !== 'xmlns') || a.value === '')
                continue;
            const trimmed = a.value.trim();
            if (trimmed === a.value)
                continue;
            this.sink.add('namespace', `The namespace declaration ${(0,core_text/* shortName */.EU)(a.name)}=${(0,core_text/* quote */.hD)(a.value, 100)} on <${(0,core_text/* shortName */.EU)(tag.name)}> has whitespace around the URI; XML and schema validators read the URI with it, so the elements are in another namespace. Write ${(0,core_text/* quote */.hD)(trimmed, 100)}.`, line, column);
        }
    }
    /** The core-element name of `tag`, reporting a near-miss namespace; undefined for other namespaces. */
    coreName(tag, line, column) {
        // The root's namespace (reported once at the root when wrong), or the right one.
        if (tag.uri === this.coreNs || tag.uri === SITEMAP_NS)
            return tag.local;
        // Extension elements (most elements of other namespaces) are decided by the namespace alone.
        if (this.nearMiss.get(tag.uri, isNearMissNamespace) && CORE_NAMES.has(tag.local)) {
            this.sink.add('namespace', `<${(0,core_text/* shortName */.EU)(tag.name)}> is in ${describeNs(tag.uri)}; sitemap elements must be in ${SITEMAP_NS}.`, line, column);
            return tag.local;
        }
        return undefined;
    }
    onOpen(tag) {
        if (this.stopped)
            return;
        const line = this.tagLine;
        const column = this.tagCol;
        this.markAfter();
        const d = ++this.depth;
        if (d > MAX_DEPTH) {
            this.fatal('xml-limit', `Elements are nested more than ${MAX_DEPTH} levels deep here; a sitemap needs a handful. The document is not read further.`, line, column);
            throw STOP;
        }
        this.openLines[d] = line;
        this.openCols[d] = column;
        this.openNames[d] = tag.name;
        const attributes = this.parser.attributeList;
        if (attributes.length > 0)
            this.checkDeclarations(tag, attributes, line, column);
        if (this.feedChecker)
            return this.feedChecker.open(tag, d, line, column);
        if (this.extFrom > 0)
            return this.ext.open(tag, d - this.extFrom + 1, line, column, this.parser.attributeList);
        if (this.ignoreFrom > 0 && d >= this.ignoreFrom) {
            if (this.strayWalk && this.straySkip === 0)
                this.openStray(tag, d, line, column);
            return;
        }
        if (d === 1)
            return this.openRoot(tag, line, column);
        if (d === 2)
            return this.openEntry(tag, line, column);
        if (d === 3)
            return this.openField(tag, line, column);
        // Inside a field: fields hold text only.
        const parent = this.fields[this.field] ?? 'field';
        this.sink.add('unexpected-element', `<${(0,core_text/* shortName */.EU)(tag.name)}> is not allowed inside <${parent}>, which holds only text.`, line, column);
        this.fieldTainted = true;
        this.ignoreFrom = d;
    }
    /**
     * An element inside an element of another namespace outside any entry: a known extension element
     * there describes no page either (the handler reports it, and its subtree is skipped).
     */
    openStray(tag, d, line, column) {
        const parent = `<${(0,core_text/* shortName */.EU)(this.openNames[d - 1] ?? '?')}>`;
        const where = this.kind === 'sitemapindex' ? `inside ${parent} in a sitemap index` : `inside ${parent}, outside any <${this.entryName}>`;
        if (this.ext.outside(tag, where, line, column))
            this.straySkip = d;
    }
    openRoot(tag, line, column) {
        this.sawRoot = true;
        this.rootLine = line;
        this.rootCol = column;
        const local = tag.local;
        const format = feedFormat(tag);
        if (format !== undefined)
            return this.openFeed(tag, format, line, column);
        if (local !== 'urlset' && local !== 'sitemapindex') {
            this.sink.add('root-element', `The root element is <${(0,core_text/* shortName */.EU)(tag.name)}> in ${describeNs(tag.uri)}; a sitemap's root must be <urlset> or <sitemapindex> in ${SITEMAP_NS}.${caseHint(local, ROOT_NAMES)}`, line, column);
            this.ignoreFrom = 1;
            return;
        }
        if (tag.uri !== SITEMAP_NS) {
            this.sink.add('namespace', `<${(0,core_text/* shortName */.EU)(tag.name)}> is in ${describeNs(tag.uri)}; it must be in ${SITEMAP_NS}.`, line, column);
        }
        // The document's own string for the namespace: later elements carry the same object, so the
        // comparison in coreName is decided by identity.
        this.coreNs = tag.uri;
        if (local === 'sitemapindex') {
            this.kind = 'sitemapindex';
            this.fields = INDEX_FIELDS;
            this.entryName = 'sitemap';
            if (this.strict) {
                this.sink.add('root-element', 'A <sitemapindex> is not accepted by the strict profile, which allows only <urlset>.', line, column);
            }
        }
        else {
            this.kind = 'urlset';
        }
        this.checkAttributes(tag, line, column);
    }
    /** An RSS 2.0 or Atom root (sitemaps.org "Other formats"); refused by the strict profile. */
    openFeed(tag, format, line, column) {
        const what = format === 'rss' ? 'an RSS feed' : format === 'atom' ? 'an Atom 1.0 feed' : 'an Atom 0.3 feed';
        if (this.refuseFeeds) {
            this.sink.add('root-element', `The root element <${(0,core_text/* shortName */.EU)(tag.name)}> makes this ${what}; the strict profile accepts only <urlset>.`, line, column);
            this.ignoreFrom = 1;
            return;
        }
        if (format === 'rss') {
            const version = tag.attributes.version?.value;
            if (version !== '2.0') {
                this.sink.add('root-element', `The <rss> root has version ${version === undefined ? '(none)' : (0,core_text/* quote */.hD)(version)}; only RSS 2.0 feeds are read as sitemaps (version="2.0").`, line, column);
                this.ignoreFrom = 1;
                return;
            }
        }
        this.kind = format === 'rss' ? 'rss' : 'atom';
        this.feedChecker = new FeedChecker(format, this.policy, this.sink, this.locs, this.options.onEntry);
    }
    openEntry(tag, line, column) {
        const name = this.coreName(tag, line, column);
        if (name === this.entryName) {
            // A <url> without prefix or attributes (so without declarations of its own) in the sitemap
            // namespace (or the root's): the default namespace of the root's content is that one, so
            // later ones like it are in it too, and may be read whole (takePlain).
            if (!this.plainReady && this.kind === 'urlset' && tag.prefix === '' && this.parser.attributeList.length === 0) {
                this.plainReady = tag.uri === this.coreNs || tag.uri === SITEMAP_NS;
            }
            this.beginEntry(line, column);
            this.checkAttributes(tag, line, column);
            return;
        }
        this.ignoreFrom = 2;
        if (name !== undefined) {
            this.sink.add('unexpected-element', `<${(0,core_text/* shortName */.EU)(tag.name)}> is not allowed in <${this.kind}>, which holds only <${this.entryName}> entries.${caseHint(name, [this.entryName])}`, line, column);
        }
        else if (tag.uri === '') {
            this.sink.add('unexpected-element', `<${(0,core_text/* shortName */.EU)(tag.name)}> is in no namespace; <${this.kind}> holds only <${this.entryName}> entries (and, before them, elements of other namespaces).`, line, column);
        }
        else if (this.refuseExtensions) {
            this.refuseExtension(tag, line, column);
        }
        else if (this.ext.outside(tag, `directly in <${this.kind}>${this.entries > 0 ? `, after a <${this.entryName}>` : ''}`, line, column)) {
            // A known extension element, which describes a page only inside a <url>: reported as such.
        }
        else {
            if (this.entries > 0) {
                this.sink.add('unexpected-element', `<${(0,core_text/* shortName */.EU)(tag.name)}> comes after a <${this.entryName}>; the schema allows elements of other namespaces in <${this.kind}> only before the first entry.`, line, column);
            }
            this.strayWalk = true;
        }
    }
    /** The start of an entry at `line`/`column` (its tag's `<`): the entry's state, and `url-count` past max-urls. */
    beginEntry(line, column) {
        this.inEntry = true;
        this.entryLine = line;
        this.entryCol = column;
        this.seen = 0;
        this.lastOrder = -1;
        this.orderReported = false;
        this.sawExtension = false;
        this.extensionOrderReported = false;
        this.locValue = undefined;
        this.lastmodValue = undefined;
        this.entries++;
        if (this.entries === this.policy.maxUrls + 1) {
            const max = `${(0,values/* thousands */.oh)(this.policy.maxUrls)} ${this.policy.maxUrls === 1 ? 'entry' : 'entries'} (max-urls)`;
            this.sink.add('url-count', this.kind === 'sitemapindex'
                ? // An index may not list another index (index-nested): the parts of a split index are
                    // announced each on its own (sitemaps.org "Sitemap index files"; Google accepts up to
                    // 500 index files per site in Search Console).
                    `This is entry ${(0,values/* thousands */.oh)(this.entries)}: a sitemap index may list at most ${max}; split it into several index files and name each one in robots.txt (a Sitemap: line each) or submit each in Search Console, since an index may not list another index.`
                : `This is entry ${(0,values/* thousands */.oh)(this.entries)}: a sitemap may list at most ${max}; split it and list the parts in a sitemap index.`, line, column);
        }
    }
    /**
     * A plain `<url>` read whole by the parser (see PlainEntry), judged as its events would have
     * been: onOpen and openEntry for the `<url>`, openField, the field's text and closeField for each
     * field, onClose and closeEntry for the `</url>`, the white space between them being nothing to
     * report. Declines it (false: the parser reads it event by event) unless this is a urlset whose
     * entries are in the sitemap namespace or the root's (plainReady), read directly inside the root
     * with nothing open or ignored, the profile accepts its fields and no text is longer than what a
     * field keeps.
     */
    takePlain(e) {
        if (!this.plainReady || this.stopped || this.depth !== 1 || this.ignoreFrom !== 0 || this.extFrom !== 0 || this.feedChecker !== undefined)
            return false;
        // The strict profile refuses changefreq and priority (unexpected-element).
        if (this.strictFields && e.fields > 3)
            return false;
        // A text longer than what a field keeps is cut as it is read (addFieldText).
        for (let k = 0; k < e.count; k++)
            if (e.value[k].length > core_text/* MAX_FIELD_CHARS */.AP)
                return false;
        this.beginEntry(e.line, e.column);
        const fields = this.fields;
        for (let k = 0; k < e.count; k++) {
            const value = e.value[k];
            const f = e.field[k];
            // In order, each once: no field-order or duplicate-field (openField).
            this.seen |= 1 << f;
            this.lastOrder = f;
            this.lastName = fields[f];
            this.field = f;
            this.fieldText = value;
            this.fieldLength = value.length;
            this.fieldCutPoints = 0;
            this.fieldDrained = false;
            this.fieldHasPos = true;
            this.fieldTainted = false;
            this.fieldLine = e.fieldLine[k];
            this.fieldCol = e.textColumn[k];
            this.closeField();
        }
        this.closeEntry();
        // Not set here: endTagLine, endTagCol and closedDepth, read only right after the onClose of the
        // same end tag ("unexpected close tag"), and the open-element positions and names of depths 2
        // and 3, read only for elements onOpen opened.
        this.tagLine = this.afterLine = e.afterLine;
        this.tagCol = this.afterCol = e.afterColumn;
        this.afterPos = e.afterPosition;
        return true;
    }
    /** Reports an extension element that the policy refuses (`extension-element`). */
    refuseExtension(tag, line, column) {
        const who = this.strict ? 'the strict profile does' : 'the policy (extension-element) does';
        this.sink.add('extension-element', `<${(0,core_text/* shortName */.EU)(tag.name)}> (${(0,core_text/* quote */.hD)(tag.uri, 100)}) is an extension element, which ${who} not accept.`, line, column);
    }
    openField(tag, line, column) {
        const name = this.coreName(tag, line, column);
        const order = name === undefined ? -1 : this.fields.indexOf(name);
        if (order < 0 || (this.strictFields && order > LASTMOD)) {
            this.ignoreFrom = 3;
            if (name !== undefined) {
                const allowed = this.strictFields ? 'loc then lastmod' : this.fields.join(', ');
                // Only a field the schema allows (changefreq, priority) is refused by the strict profile;
                // an element the schema does not define (<LOC>, <url> in <sitemap>) is refused by both.
                const byStrict = this.strictFields && order > LASTMOD;
                this.sink.add('unexpected-element', `<${(0,core_text/* shortName */.EU)(tag.name)}> is not allowed in <${this.entryName}>${byStrict ? ' by the strict profile' : ''}; the fields are ${allowed}.${caseHint(name, this.strictFields ? this.fields.slice(0, LASTMOD + 1) : this.fields)}`, line, column);
            }
            else if (tag.uri === '') {
                this.sink.add('unexpected-element', `<${(0,core_text/* shortName */.EU)(tag.name)}> is in no namespace; after its fields, <${this.entryName}> allows only elements of other namespaces.`, line, column);
            }
            else if (this.refuseExtensions) {
                this.refuseExtension(tag, line, column);
            }
            else {
                if (!this.sawExtension) {
                    this.sawExtension = true;
                    this.extensionName = tag.name;
                    this.extensionLine = line;
                }
                if (this.kind === 'urlset') {
                    // Extension families (image, video, news, xhtml) are defined for url entries; an index
                    // entry may hold elements of other namespaces (siteindex.xsd ##other), unjudged.
                    this.ignoreFrom = 0;
                    this.extFrom = 3;
                    this.ext.open(tag, 1, line, column, this.parser.attributeList);
                }
                else if (!this.ext.outside(tag, `in a <${this.entryName}> entry of a sitemap index`, line, column)) {
                    this.strayWalk = true;
                }
            }
            return;
        }
        const bit = 1 << order;
        if (this.seen & bit) {
            this.sink.add('duplicate-field', `<${(0,core_text/* shortName */.EU)(tag.name)}> appears a second time in this <${this.entryName}>; each field may appear once.`, line, column);
            this.ignoreFrom = 3;
            return;
        }
        if (this.sawExtension && !this.extensionOrderReported) {
            // The extension element is at fault, not the fields after it (Next.js writes <xhtml:link>
            // alternates between <loc> and <lastmod>): one finding for the entry, naming it.
            this.extensionOrderReported = true;
            const fields = this.fields;
            const list = `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]}`;
            this.sink.add('field-order', `<${(0,core_text/* shortName */.EU)(tag.name)}> comes after the extension element <${(0,core_text/* shortName */.EU)(this.extensionName)}> (line ${this.extensionLine}); the sitemap schema puts extension elements after ${list}: move the extension elements of this <${this.entryName}> after its sitemap fields.`, line, column);
        }
        if (order < this.lastOrder && !this.orderReported) {
            this.orderReported = true;
            this.sink.add('field-order', `<${(0,core_text/* shortName */.EU)(tag.name)}> comes after <${(0,core_text/* shortName */.EU)(this.lastName)}>; the sitemap schema orders the fields of <${this.entryName}> as ${this.fields.join(', ')}${this.kind === 'urlset' ? ', then extension elements' : ''}.`, line, column);
        }
        this.seen |= bit;
        if (order > this.lastOrder) {
            this.lastOrder = order;
            this.lastName = tag.name;
        }
        this.field = order;
        this.fieldText = '';
        this.fieldLength = 0;
        this.fieldCutPoints = 0;
        this.fieldDrained = false;
        this.fieldHasPos = false;
        this.fieldTainted = false;
        this.fieldLine = line;
        this.fieldCol = column;
        this.checkAttributes(tag, line, column);
    }
    onText(text, cdata) {
        if (this.stopped)
            return;
        // Where the text starts: inside '<![CDATA[' (whose '<' is at tagLine/tagCol), or after the
        // last markup.
        let line;
        let col;
        if (cdata) {
            line = this.tagLine;
            col = this.tagCol + 9;
        }
        else {
            line = this.afterLine;
            col = this.afterCol;
            // The parser has read the '<' that ends the text.
            const p = this.parser;
            this.tagLine = p.line;
            this.tagCol = p.column;
        }
        const d = this.depth;
        if (this.feedChecker && d >= 1) {
            const blank = !this.locateText(text, line, col, cdata);
            this.feedChecker.text(text, this.textLine, this.textCol, blank);
        }
        else if (this.extFrom > 0) {
            this.locateText(text, line, col, cdata);
            this.ext.text(text, this.textLine, this.textCol);
        }
        else if (d === 0) {
            // Outside the root the parser refuses any text but whitespace; note where it starts.
            if (this.strayLine === 0 && this.locateText(text, line, col, cdata)) {
                this.strayLine = this.textLine;
                this.strayCol = this.textCol;
            }
        }
        else if (this.ignoreFrom > 0 && d >= this.ignoreFrom) {
            // Ignored subtrees are reported at their start.
        }
        else if (d === 3 && this.field >= 0) {
            this.addFieldText(text, line, col, cdata);
        }
        else if (this.locateText(text, line, col, cdata)) {
            const where = d === 1 ? `<${this.kind}>` : `<${this.entryName}>`;
            // A URL written straight into an entry lacks its <loc> tags; a loop of a layout
            // (`{% for page in site.pages %}`) says the file is a template.
            const hint = (0,core_text/* holdsTemplateTags */._N)(text)
                ? core_text/* TEMPLATE_HINT */.Nm.replace('The value holds', 'The text holds')
                : d === 2 && /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(text)
                    ? " Is it the entry's URL? Put it inside <loc>...</loc>."
                    : '';
            this.sink.add('unexpected-text', `The text ${(0,core_text/* quote */.hD)((0,core_text/* trimXml */.On)(text))} is not allowed directly inside ${where}; only elements are.${hint}`, this.textLine, this.textCol);
        }
        if (cdata)
            this.markAfter();
    }
    /**
     * Sets textLine/textCol to the first character of `text` (decoded) that is not XML whitespace,
     * for a text that starts at `line`/`column` (or to its end). Returns false when it is all
     * whitespace. Positions are source positions: after leading whitespace, the text after the last
     * markup is read again as written (a reference such as &#10; or &#x20; is decoded whitespace
     * but several columns of one source line); a CDATA section (`cdata`) holds no references, and
     * its line ends are counted in the decoded text as the parser normalised them.
     */
    locateText(text, line, column, cdata) {
        const n = text.length;
        for (let i = 0; i < n; i++) {
            const c = text.charCodeAt(i);
            if (c === 10) {
                line++;
                column = 1;
            }
            else if ((0,core_text/* isXmlSpace */.Qj)(c)) {
                column++;
            }
            else {
                if (i > 0 && !cdata) {
                    this.locateSource();
                    return true;
                }
                this.textLine = line;
                this.textCol = column;
                return true;
            }
        }
        this.textLine = line;
        this.textCol = column;
        return false;
    }
    /**
     * Sets textLine/textCol to the source position of the first character of the text after the
     * last markup that is neither whitespace nor a character reference to whitespace. The text
     * starts in the chunk being parsed, or its start was read at the end of earlier chunks (`parse`).
     */
    locateSource() {
        const from = this.afterPos - this.chunkStart;
        if (from >= 0)
            this.skipLead(this.chunkText, from, this.afterLine, this.afterCol);
        else if (!this.leadFound)
            this.skipLead(this.leadRest + this.chunkText, 0, this.leadLine, this.leadCol);
        this.textLine = this.leadLine;
        this.textCol = this.leadCol;
    }
    /**
     * Reads raw text `s` from index `i`, at `line`/`column`, over XML whitespace (LF, CR LF, CR,
     * space, tab) and character references to it (&#9; &#10; &#13; &#32; in decimal or hex, with
     * any leading zeros). Sets leadLine/leadCol to where it stops and leadFound when that is another
     * character; at the end of `s`, leadRest keeps what must be read again with the next chunk (a
     * CR, whose LF may follow, or an unfinished reference).
     */
    skipLead(s, i, line, column) {
        const n = s.length;
        let found = false;
        while (i < n) {
            const c = s.charCodeAt(i);
            if (c === 32 || c === 9) {
                column++;
                i++;
                continue;
            }
            if (c === 10) {
                line++;
                column = 1;
                i++;
                continue;
            }
            if (c === 13) {
                if (i + 1 === n)
                    break;
                // CR LF is one line end, counted at the LF.
                if (s.charCodeAt(i + 1) !== 10) {
                    line++;
                    column = 1;
                }
                i++;
                continue;
            }
            if (c === 38 /* & */) {
                if (i + 1 === n)
                    break;
                if (s.charCodeAt(i + 1) === 35 /* # */) {
                    const end = s.indexOf(';', i + 2);
                    if (end < 0)
                        break;
                    const hex = s.charCodeAt(i + 2) === 120; /* x */
                    const cp = parseInt(s.slice(i + (hex ? 3 : 2), end), hex ? 16 : 10);
                    if ((0,core_text/* isXmlSpace */.Qj)(cp)) {
                        // References are ASCII on one line: one column per character.
                        column += end + 1 - i;
                        i = end + 1;
                        continue;
                    }
                }
            }
            found = true;
            break;
        }
        this.leadFound = found;
        this.leadLine = line;
        this.leadCol = column;
        this.leadRest = found ? '' : s.slice(i);
    }
    onClose() {
        if (this.stopped)
            return;
        // The parser closes the open element before it finds that the end tag names another one.
        this.endTagLine = this.tagLine;
        this.endTagCol = this.tagCol;
        this.closedDepth = this.depth;
        this.markAfter();
        const d = this.depth--;
        if (this.feedChecker) {
            this.feedChecker.close(d);
            return;
        }
        if (this.extFrom > 0) {
            this.ext.close(d - this.extFrom + 1);
            if (d === this.extFrom)
                this.extFrom = 0;
            return;
        }
        if (this.ignoreFrom > 0) {
            if (d === this.straySkip)
                this.straySkip = 0;
            if (d > this.ignoreFrom)
                return;
            if (d === this.ignoreFrom) {
                this.ignoreFrom = 0;
                this.strayWalk = false;
                return;
            }
        }
        if (d === 3 && this.field >= 0)
            this.closeField();
        else if (d === 2 && this.inEntry)
            this.closeEntry();
    }
    closeField() {
        const f = this.field;
        this.field = -1;
        if (this.fieldTainted)
            return;
        const value = this.fieldText;
        this.fieldText = '';
        const sink = this.sink;
        const report = this.reportField;
        switch (f) {
            case xml_LOC:
                this.locLine = this.fieldLine;
                this.locCol = this.fieldCol;
                this.locWritten = undefined;
                // A loc longer than what is kept is judged by its start (it is loc-too-long anyway) and is
                // not kept for the comparisons of the file.
                if (this.fieldLength > core_text/* MAX_FIELD_CHARS */.AP) {
                    this.locValue = value;
                    (0,loc/* checkLoc */.NV)((0,loc/* wholeCharacters */.MB)(value), this.policy, report, this.fieldLength, (0,core_text/* codePointCount */.tO)(value) + this.fieldCutPoints);
                }
                else {
                    // What is kept (for the comparisons in the file and across files) is the URL without the
                    // white space around it, a copy of its own: the parser's text is a view into the 64 KiB
                    // chunk it came from, and a padded loc kept whole made memory grow with the padding.
                    const trimmed = (0,core_text/* trimXml */.On)(value);
                    this.locValue = (0,locplaces/* ownString */.Ao)(trimmed);
                    if (trimmed.length !== value.length)
                        this.locWritten = value;
                    this.locs.judge(value, this.fieldLine, this.fieldCol, this.locValue);
                }
                break;
            case LASTMOD:
                this.lastmodValue = value;
                (0,fields/* checkLastmod */.$p)(value, this.policy, report);
                break;
            case CHANGEFREQ:
                sink.addOnce('google-ignores-field', 'Google ignores <changefreq>; it can be left out.', this.fieldLine, this.fieldCol);
                (0,fields/* checkChangefreq */.pG)(value, report);
                break;
            case PRIORITY:
                sink.addOnce('google-ignores-field', 'Google ignores <priority>; it can be left out.', this.fieldLine, this.fieldCol);
                (0,fields/* checkPriority */.bs)(value, report);
                break;
        }
    }
    closeEntry() {
        this.inEntry = false;
        const extensions = this.ext.endEntry(this.locValue, this.entryLine, this.entryCol);
        if ((this.seen & 1) === 0) {
            this.sink.add('missing-loc', `This <${this.entryName}> has no <loc>; every entry needs one.`, this.entryLine, this.entryCol);
        }
        const onEntry = this.options.onEntry;
        // At the loc, where the findings about the URL point (loc-duplicate-across-files, loc-out-of-scope...).
        if (onEntry && this.locValue !== undefined)
            onEntry(this.locValue, this.locLine, this.locCol, this.entryLine, this.entryCol, this.lastmodValue, this.locWritten, extensions);
    }
}

;// CONCATENATED MODULE: ./build/core/engine.js
/**
 * The streaming pipeline of one document: bytes -> (gzip inflation, capped) -> UTF-8 decoding
 * (BOM, strict validation with positions) -> the checker of its kind (XML sitemap, text sitemap,
 * robots.txt). No stage holds the whole document; memory is bounded by the chunk size plus what
 * the checkers keep per file (one entry per distinct loc).
 */














/** Size of the slices an in-memory document is fed in, in bytes. */
const CHUNK_BYTES = 64 * 1024;
function hex(b) {
    return `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;
}
/** Length of the UTF-8 sequence a lead byte starts, or 0 for a byte that cannot start one. */
function sequenceLength(b) {
    if (b < 0x80)
        return 1;
    if (b >= 0xc2 && b <= 0xdf)
        return 2;
    if (b >= 0xe0 && b <= 0xef)
        return 3;
    if (b >= 0xf0 && b <= 0xf4)
        return 4;
    return 0;
}
/** Index of the first byte of `buf`, from `from` on, that is not part of a valid UTF-8 sequence. */
function firstInvalid(buf, from = 0) {
    let i = from;
    const n = buf.length;
    while (i < n) {
        const b = buf[i];
        const len = sequenceLength(b);
        if (len === 0)
            return i;
        if (len === 1) {
            i++;
            continue;
        }
        if (i + len > n)
            return i;
        const b1 = buf[i + 1];
        if ((b1 & 0xc0) !== 0x80)
            return i;
        if (b === 0xe0 && b1 < 0xa0)
            return i; // overlong
        if (b === 0xed && b1 > 0x9f)
            return i; // surrogate
        if (b === 0xf0 && b1 < 0x90)
            return i; // overlong
        if (b === 0xf4 && b1 > 0x8f)
            return i; // above U+10FFFF
        for (let k = 2; k < len; k++)
            if ((buf[i + k] & 0xc0) !== 0x80)
                return i;
        i += len;
    }
    return n;
}
/** Bytes at the end of `buf` that start an incomplete (so far valid-looking) UTF-8 sequence. */
function incompleteTail(buf) {
    const n = buf.length;
    for (let back = 1; back <= 3 && back <= n; back++) {
        const b = buf[n - back];
        if ((b & 0xc0) === 0x80)
            continue; // continuation byte: keep looking for the lead
        const len = sequenceLength(b);
        return len > back ? back : 0;
    }
    return 0;
}
/** Decodes, sniffs and dispatches the bytes of one document. */
class DocumentPipeline {
    policy;
    sink;
    name;
    onEntry;
    onAlternates;
    bytes = 0;
    checker;
    sniff = '';
    started = false;
    carry;
    head;
    overLimit = false;
    /** True once the first decoded text was seen (for the second-BOM check). */
    sawText = false;
    dead = false;
    constructor(policy, sink, name, onEntry, onAlternates = undefined) {
        this.policy = policy;
        this.sink = sink;
        this.name = name;
        this.onEntry = onEntry;
        this.onAlternates = onAlternates;
    }
    /** True once nothing more needs to be read. */
    get done() {
        return this.dead || this.overLimit || (this.checker?.stopped ?? false);
    }
    /**
     * Takes the next bytes of the (inflated) document. Bytes past `maxBytes` are not read: those
     * up to the limit are judged first, and `file-too-large` is reported only if that did not stop
     * the reading (as it would have, had the bytes come in smaller chunks).
     */
    push(chunk) {
        if (this.done || chunk.length === 0)
            return;
        const room = this.policy.maxBytes - this.bytes;
        if (chunk.length <= room) {
            this.bytes += chunk.length;
            this.take(chunk);
            return;
        }
        if (room > 0) {
            this.bytes += room;
            this.take(chunk.subarray(0, room));
        }
        this.bytes = this.policy.maxBytes + 1;
        if (!this.done)
            this.flushHeld();
        if (this.done)
            return;
        this.overLimit = true;
        this.sink.add('file-too-large', `The document is larger than ${this.policy.maxBytes} bytes uncompressed (max-bytes); reading stopped at the limit. Split it into several sitemaps listed in a sitemap index.`);
    }
    /** Decodes bytes within the limit. */
    take(chunk) {
        if (!this.started) {
            const joined = this.head ? Buffer.concat([this.head, chunk]) : chunk;
            if (joined.length < 4) {
                this.head = joined;
                return;
            }
            this.head = undefined;
            this.started = true;
            chunk = this.startBytes(joined);
            if (this.dead)
                return;
        }
        this.decode(chunk, false);
    }
    /** Ends the document. `complete` is false when the input broke off (gzip error). */
    finish(complete) {
        this.startHead();
        if (!this.dead && !this.overLimit && this.carry && this.carry.length > 0) {
            this.decode(new Uint8Array(0), true);
        }
        if (this.dead)
            return;
        const checker = this.checker ?? this.choose(this.sniff);
        if (this.sniff !== '') {
            checker.write(this.sniff);
            this.sniff = '';
        }
        checker.end(complete && !this.overLimit);
    }
    /** Decodes the first bytes if they were held for the byte order mark check (fewer than 4). */
    startHead() {
        if (!this.started && this.head && !this.dead) {
            const head = this.head;
            this.head = undefined;
            this.started = true;
            const rest = this.startBytes(head);
            if (!this.dead)
                this.decode(rest, false);
        }
    }
    /**
     * Hands the checker what was read so far: the first bytes held for the byte order mark check,
     * and the text held to choose the checker (an incomplete UTF-8 sequence stays held).
     */
    flushHeld() {
        this.startHead();
        if (!this.dead && !this.checker && this.sniff !== '')
            this.flushSniff();
    }
    result() {
        const c = this.checker;
        // The exact counts travel with the result (also from a worker thread, where the findings
        // array is a copy): with more findings than the per-file cap, they exceed what the list holds.
        return { kind: c?.kind ?? 'unknown', entries: c?.entries ?? 0, findings: this.sink.sorted(), counts: this.sink.counts() };
    }
    /** Looks at the first bytes: byte order marks. Returns the bytes to decode. */
    startBytes(b) {
        const b0 = b[0];
        const b1 = b[1];
        const b2 = b[2];
        const b3 = b[3];
        if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) {
            this.sink.add('bom', 'The file starts with a UTF-8 byte order mark; crawlers accept it, but some tools read it as part of the first line or element.', 1, 1);
            return b.subarray(3);
        }
        const utf32 = (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) || (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0);
        const utf16 = !utf32 && ((b0 === 0xfe && b1 === 0xff) || (b0 === 0xff && b1 === 0xfe));
        if (utf16 || utf32) {
            this.sink.add('encoding', `The file starts with a ${utf32 ? 'UTF-32' : 'UTF-16'} byte order mark; sitemaps must be UTF-8. Save the file as UTF-8.`, 1, 1);
            this.dead = true;
            this.checker?.abort();
            return b;
        }
        // XML 1.0 appendix F: '<' or '<?' as UTF-16 or UTF-32 code units, without a byte order mark.
        // Any other ASCII character in UTF-16 or UTF-32 (a robots.txt or text sitemap, or XML without
        // a declaration): a zero byte beside it. No UTF-8 text starts so; judged as UTF-8, a robots.txt
        // would hold no line a reader knows, and pass without a finding.
        const ascii = (x) => x !== undefined && x > 0 && x < 0x80;
        const wide = (b0 === 0x3c && b1 === 0 && (b2 === 0x3f || (b2 === 0 && b3 === 0))) ||
            (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f) ||
            (b0 === 0 && b1 === 0 && b2 === 0 && b3 === 0x3c) ||
            (ascii(b0) && b1 === 0 && ((ascii(b2) && b3 === 0) || (b2 === 0 && b3 === 0))) ||
            (b0 === 0 && ascii(b1) && b2 === 0 && ascii(b3)) ||
            (b0 === 0 && b1 === 0 && b2 === 0 && ascii(b3));
        if (wide) {
            this.sink.add('encoding', 'The file looks like UTF-16 or UTF-32 (every character takes more than one byte, with zero bytes between); sitemaps must be UTF-8. Save the file as UTF-8.', 1, 1);
            this.dead = true;
            this.checker?.abort();
        }
        return b;
    }
    decode(chunk, atEnd) {
        let buf = chunk;
        if (this.carry) {
            buf = Buffer.concat([this.carry, chunk]);
            this.carry = undefined;
        }
        const keep = atEnd ? 0 : incompleteTail(buf);
        const cut = buf.length - keep;
        if (keep > 0)
            this.carry = buf.slice(cut);
        const body = buf.subarray(0, cut);
        if (body.length === 0)
            return;
        if ((0,external_node_buffer_namespaceObject.isUtf8)(body)) {
            this.text(Buffer.from(body.buffer, body.byteOffset, body.length).toString('utf8'));
            return;
        }
        this.decodeInvalid(body, atEnd);
    }
    /**
     * Decodes `body`, which holds bytes that are not UTF-8, and reports them (`encoding`). An XML
     * document ends at the first (XML 1.0 section 4.3.3: a fatal error). A text sitemap or robots.txt
     * is read on, as crawlers read robots.txt (byte by byte) and text sitemaps (line by line): each
     * line holding such a byte is reported once and not judged further (its URL is not what the
     * author wrote), every other line is.
     */
    decodeInvalid(body, atEnd) {
        let from = 0;
        /** Replacement characters not written yet: a run of such bytes is written at once. */
        let marks = 0;
        const flush = () => {
            if (marks > 0)
                this.text('\ufffd'.repeat(marks));
            marks = 0;
        };
        for (;;) {
            const bad = firstInvalid(body, from);
            if (bad > from) {
                flush();
                this.text(Buffer.from(body.buffer, body.byteOffset + from, bad - from).toString('utf8'));
            }
            if (this.done || bad >= body.length) {
                flush();
                return;
            }
            const checker = this.checker ?? this.flushSniff();
            const b = body[bad];
            const lineBased = checker.skipLine !== undefined;
            // One finding per line: only its first such byte is placed. position() counts the characters
            // of the line so far, so placing every byte of a long line of them took quadratic time (a
            // 400 KB line of Latin-1 text ran for three minutes).
            if (!lineBased || checker.skippingLine !== true) {
                const { line, column } = checker.position();
                // Truncated only when every byte after the lead is a continuation byte and the input ends.
                let truncated = atEnd && sequenceLength(b) > 1 && bad + sequenceLength(b) > body.length;
                for (let k = bad + 1; truncated && k < body.length; k++)
                    if ((body[k] & 0xc0) !== 0x80)
                        truncated = false;
                const what = truncated ? `The file ends inside a UTF-8 sequence (byte ${hex(b)})` : `The byte ${hex(b)} is not valid UTF-8 here`;
                const rule = checker.kind === 'robots' ? 'a robots.txt must be UTF-8 encoded (RFC 9309 section 2.3)' : 'sitemaps must be UTF-8 encoded';
                const rest = lineBased ? ' This line is not judged further; the other lines are.' : '';
                this.sink.add('encoding', `${what}; ${rule}. Re-save the file as UTF-8.${rest}`, line, column);
            }
            if (!lineBased) {
                checker.abort();
                this.dead = true;
                return;
            }
            checker.skipLine();
            // One replacement character per byte that is no part of a UTF-8 character, as a decoder
            // writes it: the columns of further bytes on the line stay those of the characters read.
            marks++;
            from = bad + 1;
        }
    }
    text(s) {
        if (this.checker) {
            this.checker.write(s);
            return;
        }
        if (this.sniff === '' && !this.sawText && s !== '') {
            this.sawText = true;
            if (s.charCodeAt(0) === 0xfeff) {
                // A byte order mark after the one already read (or a zero-width no-break space): not
                // whitespace, not markup; XML parsers refuse it and readers of text glue it to the URL.
                this.sink.add('encoding', 'The file starts with a second UTF-8 byte order mark (U+FEFF); save it with at most one.', 1, 1);
                s = s.slice(1);
                if (s === '')
                    return;
            }
        }
        this.sniff += s;
        if (this.nameKind() === 'robots' || sniffDecided(this.sniff))
            this.flushSniff();
    }
    /** The kind the file name alone decides (robots.txt, `*.txt`), if it does. */
    nameKind() {
        const base = this.name.toLowerCase().replace(/\.gz$/, '');
        if (base === 'robots.txt' || base.endsWith('/robots.txt'))
            return 'robots';
        if (base.endsWith('.txt'))
            return 'text';
        return undefined;
    }
    flushSniff() {
        const checker = this.checker ?? this.choose(this.sniff);
        if (this.sniff !== '') {
            const s = this.sniff;
            this.sniff = '';
            checker.write(s);
        }
        return checker;
    }
    choose(sample) {
        const opts = this.onEntry ? { onEntry: this.onEntry } : {};
        const byName = this.nameKind();
        let checker;
        if (byName === 'robots')
            checker = new RobotsChecker(this.policy, this.sink, opts);
        // A `.txt` name makes a text sitemap unless the content starts with markup: an XML sitemap
        // saved under a .txt name is judged as the XML it is (sitemaps.org names no extension).
        else if (looksLikeUrlLines(sample) || (byName === 'text' && !startsWithMarkup(sample)))
            checker = new TextChecker(this.policy, this.sink, opts);
        else {
            const extensions = createExtensionHandler(this.policy, this.sink, this.onAlternates ? { onAlternates: this.onAlternates } : {});
            checker = new XmlChecker(this.policy, this.sink, { ...opts, extensions });
        }
        this.checker = checker;
        return checker;
    }
}
/** Characters of the first line needed to tell a URL (`scheme://`) from anything else. */
const SNIFF_CHARS = 64;
/** True once `sample` (the start of a document) holds enough to choose its checker. */
function sniffDecided(sample) {
    const i = sample.search(/\S/);
    if (i < 0)
        return sample.length > CHUNK_BYTES;
    if (sample.charCodeAt(i) === 60 /* < */)
        return true;
    return sample.length - i >= SNIFF_CHARS || /[\r\n]/.test(sample.slice(i));
}
/** True when the first character of `sample` that is not white space is `<`. */
function startsWithMarkup(sample) {
    const i = sample.search(/\S/);
    return i >= 0 && sample.charCodeAt(i) === 60 /* < */;
}
/** True when the first non-blank line of `sample` starts with an absolute URL (`scheme://`): a text sitemap. */
function looksLikeUrlLines(sample) {
    return /^\s*[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(sample);
}
/**
 * `input` cut again into slices of exactly `size` bytes (the last one shorter). Larger chunks are
 * cut without copying; smaller pieces are joined.
 */
async function* fixedSlices(input, size) {
    const parts = [];
    let have = 0;
    for await (let chunk of input) {
        while (chunk.length > 0) {
            if (have === 0 && chunk.length >= size) {
                yield chunk.subarray(0, size);
                chunk = chunk.subarray(size);
                continue;
            }
            const take = Math.min(size - have, chunk.length);
            parts.push(chunk.subarray(0, take));
            have += take;
            chunk = chunk.subarray(take);
            if (have === size) {
                yield Buffer.concat(parts, size);
                parts.length = 0;
                have = 0;
            }
        }
    }
    if (have > 0)
        yield Buffer.concat(parts, have);
}
/**
 * Size of the slices of compressed bytes zlib is fed, in bytes. Small enough that a gzip bomb is
 * stopped after a few dozen KiB were read; at the usual 5:1 to 20:1 ratios of sitemaps a slice
 * fills one to five 64 KiB output buffers, so the number of zlib calls hardly grows (measured on
 * a 600 KiB gzip of 50,000 urls: no difference from 64 KiB slices).
 */
const GZIP_SLICE_BYTES = 16 * 1024;
/**
 * Inflates gzip bytes. When inflation fails (corrupt data, bytes after the last member that do
 * not start another one), zlib drops the output of the call that failed: what one write of
 * compressed bytes produced since the start of the write or the last full output buffer (at most
 * CHUNK_BYTES inflated bytes). zlib is therefore fed slices of GZIP_SLICE_BYTES, however the
 * input was cut, so that what is judged before the gzip-invalid finding depends on the bytes
 * alone.
 */
async function* inflate(input, onError) {
    // zlib is loaded on the first gzip file only: most runs read plain XML, and startup time counts.
    const { createGunzip } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8522, 19));
    const gz = createGunzip({ chunkSize: CHUNK_BYTES });
    const src = external_node_stream_namespaceObject.Readable.from(fixedSlices(input, GZIP_SLICE_BYTES));
    src.on('error', (e) => gz.destroy(e));
    src.pipe(gz);
    try {
        for await (const chunk of gz)
            yield chunk;
    }
    catch (e) {
        onError(e);
    }
    finally {
        src.destroy();
        gz.destroy();
    }
}
/**
 * Runs a document through the pipeline, with the checks across its entries (`hreflang-return-link`,
 * `hreflang-cluster-mismatch`) as a run of that file alone makes them; `base-url` and `site-dir`
 * map nothing here (a run does: validateFiles). `source` yields the raw (possibly gzip) bytes;
 * errors it throws propagate to the caller (the file layer turns them into `file-unreadable`). The
 * code lists of the extension checks are loaded before any chunk that declares an xhtml, video or
 * news namespace is fed; should a check still need them earlier, the promise rejects with
 * CodeListsNotLoaded (validate() and checkFile() then judge the bytes again; a caller of checkStream
 * with a source it cannot read twice may call loadCodeLists() first). `policy` is used as it is
 * when resolvePolicy returned it; anything else is resolved first (PolicyError for a bad one).
 * Throws TypeError, before anything is read, for a `source` that is not async iterable (a Node
 * Readable is) or `options` that are not an object of DocumentOptions (a `name` that is not a
 * string, callbacks that are not functions); the promise rejects with TypeError when the source
 * yields a chunk that is not a Uint8Array (a Buffer is one; a Readable with an encoding set yields
 * strings). Nothing here ends a source that never ends or never yields: the check waits for it.
 * Memory: the entries of the document (at most max-urls) are kept for those checks.
 */
async function checkStream(source, policy, options = {}) {
    const resolved = resolvePolicy(policy);
    const call = 'checkStream(source, policy, options)';
    if (typeof source?.[Symbol.asyncIterator] !== 'function') {
        throw new TypeError(`${call}: source must be an async iterable of Uint8Array chunks, such as a Node Readable or an async generator; for bytes held in memory, use validate().`);
    }
    if (typeof options !== 'object' || options === null || Array.isArray(options)) {
        throw new TypeError(`${call}: options must be an object ({ name, onEntry, onAlternates }, each optional).`);
    }
    if (options.name !== undefined && typeof options.name !== 'string') {
        throw new TypeError(`${call}: options.name, when given, must be a string (the file name, e.g. "sitemap.txt").`);
    }
    for (const key of ['onEntry', 'onAlternates']) {
        if (options[key] !== undefined && typeof options[key] !== 'function')
            throw new TypeError(`${call}: options.${key}, when given, must be a function.`);
    }
    return judgeDocument(source, resolved, options.name ?? '', options.onEntry, options.onAlternates);
}
/**
 * The chunk a source yielded, checked to be bytes: a Uint8Array of this realm or of another (a
 * Buffer under a test runner that gives each test file a realm of its own fails `instanceof`).
 */
function byteChunk(value) {
    if (external_node_util_.types.isUint8Array(value))
        return value;
    const what = typeof value === 'string' ? 'a string (a stream with an encoding set: leave the encoding unset)' : value === null ? 'null' : typeof value === 'object' ? Object.prototype.toString.call(value).slice(8, -1) : typeof value;
    throw new TypeError(`checkStream(source): the source yielded ${what}; it must yield Uint8Array chunks (a Buffer is one).`);
}
/**
 * One document through the pipeline and the checks across its entries (see checkStream): what
 * validate() and checkStream() return. `onRecord` gets each entry as read back (positions of the
 * entry), `onAlternates` each entry with alternates.
 */
async function judgeDocument(source, policy, name, onRecord, onAlternates) {
    // The document's name in the checks across its entries (messages call an unnamed one "this document").
    const where = name === '' ? 'document' : name;
    const entries = new EntryColumns(policy.maxUrls);
    const site = new SiteChecks(policy, process.cwd(), name === '' ? { mapFiles: false, unnamed: where } : { mapFiles: false });
    site.register({ path: where, absolute: '' });
    const callbacks = {
        onEntry: (loc, line, column, entryLine, entryColumn, lastmod, written, extensions) => {
            entries.push(loc, line, column, entryLine, entryColumn, undefined, undefined, extensions);
            if (onRecord === undefined)
                return;
            const record = { loc: written === undefined ? loc : ownString(written), line: entryLine, column: entryColumn };
            if (lastmod !== undefined)
                record.lastmod = ownString(lastmod);
            onRecord(record);
        },
    };
    const siteAlternates = site.wantsAlternates;
    if (siteAlternates || onAlternates) {
        callbacks.onAlternates = (e) => {
            if (siteAlternates)
                site.addAlternates(where, e);
            onAlternates?.(e);
        };
    }
    const r = await runPipeline(source, policy, name, callbacks);
    // Those that map URLs to files (base-url) or compare files need a run (validateFiles).
    const file = { kind: r.kind, entries: r.entries, findings: r.findings, path: where, bytes: r.bytes };
    if (r.counts)
        file.counts = r.counts;
    await site.afterFile(file, entries);
    await site.finish(new Map([[where, file]]), r.dropped ? new Map([[where, r.dropped]]) : new Map());
    const result = { kind: file.kind, entries: file.entries, findings: file.findings, bytes: r.bytes };
    if (file.counts)
        result.counts = file.counts;
    return result;
}
async function runPipeline(source, policy, name, callbacks) {
    const sink = new core_sink/* FindingSink */.RQ(policy);
    const pipeline = new DocumentPipeline(policy, sink, name, callbacks.onEntry, callbacks.onAlternates);
    const it = source[Symbol.asyncIterator]();
    // Read until the gzip magic can be told (2 bytes).
    const first = [];
    let firstLen = 0;
    let ended = false;
    try {
        while (firstLen < 2) {
            const r = await it.next();
            if (r.done) {
                ended = true;
                break;
            }
            const chunk = byteChunk(r.value);
            // Empty chunks add nothing: one source that yields them on and on must not fill memory.
            if (chunk.length === 0)
                continue;
            first.push(chunk);
            firstLen += chunk.length;
        }
    }
    catch (e) {
        // A source that yielded something other than bytes is still open (a stream): close it.
        try {
            await it.return?.();
        }
        catch {
            // The error that stopped the reading is the one to report.
        }
        throw e;
    }
    const head = first.length === 1 ? first[0] : Buffer.concat(first);
    // An error of the source (a read error) is kept apart from the errors of inflation: it is the
    // caller's to report (file-unreadable), not a fault of the gzip data.
    let sourceError;
    const rest = {
        [Symbol.asyncIterator]: async function* () {
            if (head.length > 0)
                yield head;
            if (ended)
                return;
            for (;;) {
                let chunk;
                try {
                    const r = await it.next();
                    if (r.done)
                        return;
                    chunk = byteChunk(r.value);
                }
                catch (e) {
                    sourceError = { error: e };
                    throw e;
                }
                yield chunk;
            }
        },
    };
    const gzip = head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
    let complete = true;
    const gate = new CodeListGate();
    try {
        if (gzip) {
            let gzError;
            // The inflated bytes are held until their first two are known: gzip data compressed a
            // second time is reported as such, not judged as the content it wraps.
            let held = [];
            let heldBytes = 0;
            let twice = false;
            const feed = async (chunk) => {
                if (gate.needs(chunk))
                    await loadCodeLists();
                pipeline.push(chunk);
            };
            for await (const chunk of inflate(rest, (e) => (gzError = e))) {
                if (held !== undefined) {
                    held.push(chunk);
                    heldBytes += chunk.length;
                    if (heldBytes < 2)
                        continue;
                    const opening = held.length === 1 ? chunk : Buffer.concat(held);
                    twice = opening[0] === 0x1f && opening[1] === 0x8b;
                    held = undefined;
                    if (twice)
                        break;
                    await feed(opening);
                }
                else {
                    await feed(chunk);
                }
                if (pipeline.done)
                    break;
            }
            if (held !== undefined && heldBytes > 0 && !twice)
                await feed(held.length === 1 ? held[0] : Buffer.concat(held));
            if (twice) {
                complete = false;
                sink.add('gzip-invalid', 'The inflated content is gzip data again: the file was compressed twice. Compress the sitemap once.');
            }
            if (sourceError)
                throw sourceError.error;
            if (gzError && !pipeline.done && !twice) {
                complete = false;
                sink.add('gzip-invalid', `The gzip data does not inflate cleanly (${gzError.message}); the file is corrupt or truncated. Compress it again with gzip.`);
            }
        }
        else {
            if (/\.gz$/i.test(name)) {
                sink.add('gzip-invalid', 'The file name ends in .gz but the content is not gzip-compressed; it was judged as plain content. Compress it or rename it.');
            }
            for await (const chunk of rest) {
                if (gate.needs(chunk))
                    await loadCodeLists();
                pipeline.push(chunk);
                if (pipeline.done)
                    break;
            }
        }
    }
    finally {
        await it.return?.();
    }
    pipeline.finish(complete);
    const result = { ...pipeline.result(), bytes: Math.min(pipeline.bytes, policy.maxBytes + 1) };
    const dropped = sink.droppedByRule();
    if (dropped)
        result.dropped = dropped;
    return result;
}
async function* slices(bytes) {
    for (let i = 0; i < bytes.length; i += CHUNK_BYTES)
        yield bytes.subarray(i, Math.min(bytes.length, i + CHUNK_BYTES));
}
/**
 * Judges one document held in memory (XML, gzip, text sitemap or robots.txt) under `policy`,
 * with the checks across its entries (`hreflang-return-link`, `hreflang-cluster-mismatch`) as a
 * run of that file alone makes them; `base-url` and `site-dir` map nothing here (a run does:
 * validateFiles). `bytes` is a Uint8Array (a Buffer is one), an ArrayBuffer (of this realm or of
 * another, such as a test runner's context), or a string (judged as its UTF-8 bytes). Never modifies `bytes` and returns fresh objects on each call. Throws TypeError for
 * any other `bytes`, or an `options.name` that is not a string. Throws PolicyError for a bad
 * policy (also one that is not an object); any content gets findings, never an exception.
 * A policy resolvePolicy returned is used as it is; any other (a PolicyInput, or an object of
 * Policy's shape such as `{ ...resolved, maxUrls: 10 }`) is validated by resolvePolicy first.
 */
async function validate(bytes, policy, options = {}) {
    const resolved = resolvePolicy(policy);
    if (typeof options !== 'object' || options === null || (options.name !== undefined && typeof options.name !== 'string')) {
        throw new TypeError('validate(bytes, policy, options): options must be an object whose name, when given, is a string (the file name, e.g. "sitemap.txt").');
    }
    let input;
    // Checked by kind, not `instanceof`: a Buffer or ArrayBuffer of another realm (a test runner's
    // context of its own, node:vm) is bytes too.
    if (types.isUint8Array(bytes))
        input = bytes;
    else if (types.isArrayBuffer(bytes))
        input = new Uint8Array(bytes);
    else if (typeof bytes === 'string')
        input = new TextEncoder().encode(bytes);
    else
        throw new TypeError('validate(bytes): bytes must be a Uint8Array (or Buffer), an ArrayBuffer or a string.');
    const name = options.name ?? '';
    let records = [];
    const r = await withCodeLists(() => {
        records = [];
        return judgeDocument(slices(input), resolved, name, (record) => records.push(record));
    });
    const result = { kind: r.kind, entries: r.entries, findings: r.findings, records };
    if (r.counts)
        result.counts = r.counts;
    return result;
}
/** Files up to this size (bytes) are read whole (checkFile); larger ones are streamed in chunks. */
const SMALL_FILE_BYTES = 256 * 1024;
/** Open flags for a sitemap file: never block on a FIFO or device, never follow a symlink (discovery resolved it). */
const OPEN_FLAGS = external_node_fs_.constants.O_RDONLY | (external_node_fs_.constants.O_NONBLOCK ?? 0) | (external_node_fs_.constants.O_NOFOLLOW ?? 0);
function unreadable(policy, why) {
    const sink = new core_sink/* FindingSink */.RQ(policy);
    sink.add('file-unreadable', `The file cannot be read: ${why}.`);
    return { kind: 'unknown', entries: 0, findings: sink.sorted(), counts: sink.counts(), bytes: 0 };
}
function reason(e) {
    const code = e?.code;
    switch (code) {
        case 'EISDIR':
            return 'it is a directory, not a file';
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'ENOENT':
            return 'it does not exist';
        case 'ELOOP':
            return 'it is a symbolic link';
        default:
            // One sentence: the finding adds its own full stop.
            return code ?? (e instanceof Error ? e.message : String(e)).replace(/\.+$/, '');
    }
}
/**
 * Judges one file on disk: read whole when it holds at most 256 KiB, else streamed in 64 KiB
 * chunks (the findings are the same either way). `display` is the name used to choose the kind
 * (text, robots, XML). The file is opened without blocking and checked to be a regular file
 * before anything is read, so a FIFO, a device or a directory gives `file-unreadable` (as does
 * any read error) instead of a hang.
 */
async function checkFile(absolute, display, policy, callbacks = {}) {
    // The entries and alternates are handed over once the file is judged: a second judgement (see
    // withCodeLists) must not hand them over twice. At most max-urls entries are kept (see EntryColumns).
    let entries = new core_entries/* EntryColumns */.cm(policy.maxUrls);
    let alternates = [];
    const buffered = {};
    if (callbacks.onEntries) {
        buffered.onEntry = (loc, line, column, _entryLine, _entryColumn, _lastmod, _written, extensions) => entries.push(loc, line, column, line, column, undefined, undefined, extensions);
    }
    if (callbacks.onAlternates)
        buffered.onAlternates = (a) => alternates.push(a);
    const result = await withCodeLists(() => {
        entries = new core_entries/* EntryColumns */.cm(policy.maxUrls);
        alternates = [];
        return readAndCheck(absolute, display, policy, buffered);
    });
    callbacks.onEntries?.(entries);
    if (callbacks.onAlternates)
        for (const a of alternates)
            callbacks.onAlternates(a);
    return result;
}
/**
 * Runs `check`; when it needed the code lists before they were loaded (CodeListsNotLoaded), loads
 * them and runs it again from the start.
 */
async function withCodeLists(check) {
    try {
        return await check();
    }
    catch (e) {
        if (!(e instanceof CodeListsNotLoaded))
            throw e;
        await loadCodeLists();
        return check();
    }
}
async function readAndCheck(absolute, display, policy, callbacks) {
    // Synchronous reads: the file is a regular file (checked below), read from the page cache in
    // microseconds, and the thread has nothing else to do meanwhile. Asynchronous reads cost a round
    // trip through the thread pool per chunk (about 10% of the time on an 11 MB file) and four
    // operations per small file (more than the check itself on a site of thousands of them).
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(absolute, OPEN_FLAGS);
    }
    catch (e) {
        return unreadable(policy, reason(e));
    }
    try {
        const info = (0,external_node_fs_.fstatSync)(fd);
        if (info.isDirectory())
            return unreadable(policy, 'it is a directory, not a file');
        if (!info.isFile())
            return unreadable(policy, 'it is not a regular file (a FIFO, socket or device)');
        let source;
        if (info.size <= SMALL_FILE_BYTES) {
            // One byte more than the size: a file that grew meanwhile is streamed instead.
            const buf = Buffer.allocUnsafe(info.size + 1);
            let n = 0;
            while (n < buf.length) {
                const r = (0,external_node_fs_.readSync)(fd, buf, n, buf.length - n, null);
                if (r === 0)
                    break;
                n += r;
            }
            if (n <= info.size)
                source = slices(buf.subarray(0, n));
            else
                source = readChunks(fd, buf.subarray(0, n));
        }
        return await runPipeline(source ?? readChunks(fd), policy, display, callbacks);
    }
    catch (e) {
        if (e instanceof CodeListsNotLoaded)
            throw e;
        return unreadable(policy, reason(e));
    }
    finally {
        try {
            (0,external_node_fs_.closeSync)(fd);
        }
        catch {
            // Nothing was written; a failing close changes nothing that was read.
        }
    }
}
/**
 * The bytes of an open file from its current offset, in chunks of CHUNK_BYTES read one at a time
 * (a fresh buffer each: the pipeline may keep a view of the last bytes of a chunk). `first`, when
 * given, is yielded before anything is read. Read errors are thrown from the iteration.
 */
async function* readChunks(fd, first) {
    if (first)
        yield* slices(first);
    for (;;) {
        const buf = Buffer.allocUnsafe(CHUNK_BYTES);
        const n = (0,external_node_fs_.readSync)(fd, buf, 0, CHUNK_BYTES, null);
        if (n === 0)
            return;
        yield n === CHUNK_BYTES ? buf : buf.subarray(0, n);
    }
}


/***/ }),

/***/ 6114:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   IM: () => (/* binding */ NEWS_OR_VIDEO),
/* harmony export */   cm: () => (/* binding */ EntryColumns),
/* harmony export */   no: () => (/* binding */ IMAGES)
/* harmony export */ });
/* harmony import */ var _locplaces_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3468);
/**
 * The entries of a document as the checkers hand them over, and as the checks across files keep
 * them: the loc of each entry and its position, column by column.
 *
 * One object per entry, kept until the file ends (the checks across files take a file's entries
 * once it is judged), survived the young generation's collections and was copied by each: on a
 * 50,000-url sitemap that was about a tenth of the run. A column store is three objects whatever
 * the count, and crosses from a worker thread to the main thread with its positions transferred,
 * not copied.
 */

/**
 * Bit of EntryCallback's `extensions`: the `url` holds a `news:news` or `video:video`. Google
 * accepts news and video entries in a sitemap of their own beside the one that lists the page
 * ("Either option is fine with Google"), so `loc-duplicate-across-files` does not compare them.
 */
const NEWS_OR_VIDEO = 1;
/**
 * Bit of EntryCallback's `extensions`: the `url` holds an `image:image`. Google accepts images in a
 * sitemap of their own too: `loc-duplicate-across-files` compares an entry with images only with
 * other entries with images, and one without only with others without.
 */
const IMAGES = 2;
/** The entries of one file: loc, line and column of each, in document order. */
class EntryColumns {
    limit;
    /** The loc of each entry kept. */
    locs;
    lines;
    columns;
    /** The `extensions` bits of each entry; allocated at the first entry with any. */
    extensionBits;
    /**
     * `limit`: the most entries kept; later ones are dropped (the checks across files keep at most
     * max-urls of a file: a file past it is url-count already, and keeping millions of index
     * entries or robots.txt lines ran a run out of memory). `from`: entries a worker thread sent.
     */
    constructor(limit = Number.MAX_SAFE_INTEGER, from) {
        this.limit = limit;
        this.locs = from ? from.locs.slice(0, limit) : [];
        this.lines = from ? from.lines : new Float64Array(64);
        this.columns = from ? from.columns : new Float64Array(64);
        this.extensionBits = from?.extensions;
    }
    /** Number of entries kept. */
    get length() {
        return this.locs.length;
    }
    /** 1-based line of entry `i` (a 0-based index below `length`). */
    line(i) {
        return this.lines[i];
    }
    /** 1-based column (Unicode characters) of entry `i`. */
    column(i) {
        return this.columns[i];
    }
    /** The `extensions` bits of entry `i` ({@link NEWS_OR_VIDEO}, {@link IMAGES}). */
    extensions(i) {
        return this.extensionBits === undefined ? 0 : this.extensionBits[i];
    }
    /**
     * Keeps one entry at its loc's position, while fewer than `limit` are kept (an {@link EntryCallback};
     * the entry's position and the lastmod are not kept, the `extensions` bits are).
     */
    push = (loc, line, column, _entryLine, _entryColumn, _lastmod, _written, extensions) => {
        const n = this.locs.length;
        if (n >= this.limit)
            return;
        if (n >= this.lines.length) {
            const size = Math.max(64, 2 * n);
            this.lines = (0,_locplaces_js__WEBPACK_IMPORTED_MODULE_0__/* .grown */ .gT)(this.lines, size);
            this.columns = (0,_locplaces_js__WEBPACK_IMPORTED_MODULE_0__/* .grown */ .gT)(this.columns, size);
            if (this.extensionBits !== undefined)
                this.extensionBits = (0,_locplaces_js__WEBPACK_IMPORTED_MODULE_0__/* .grown */ .gT)(this.extensionBits, size);
        }
        this.locs.push(loc);
        this.lines[n] = line;
        this.columns[n] = column;
        if (extensions) {
            this.extensionBits ??= new Uint8Array(this.lines.length);
            this.extensionBits[n] = extensions;
        }
    };
    /** The columns cut to their length, for postMessage (transfer the buffers of the typed arrays). */
    packed() {
        const n = this.locs.length;
        const packed = { locs: this.locs, lines: this.lines.slice(0, n), columns: this.columns.slice(0, n) };
        if (this.extensionBits !== undefined)
            packed.extensions = this.extensionBits.slice(0, n);
        return packed;
    }
}


/***/ }),

/***/ 8267:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $G: () => (/* binding */ latestInstant),
/* harmony export */   Mi: () => (/* binding */ W3C_DATE_EXPECTED),
/* harmony export */   On: () => (/* reexport safe */ _text_js__WEBPACK_IMPORTED_MODULE_0__.On),
/* harmony export */   Qj: () => (/* reexport safe */ _text_js__WEBPACK_IMPORTED_MODULE_0__.Qj),
/* harmony export */   SU: () => (/* binding */ sameSite),
/* harmony export */   f$: () => (/* binding */ parseHttpUrl),
/* harmony export */   oh: () => (/* binding */ thousands),
/* harmony export */   pf: () => (/* reexport safe */ _text_js__WEBPACK_IMPORTED_MODULE_0__.pf),
/* harmony export */   sY: () => (/* binding */ comparableUrl),
/* harmony export */   w4: () => (/* binding */ hostOf),
/* harmony export */   wL: () => (/* binding */ charCount),
/* harmony export */   xF: () => (/* binding */ parseW3cDate),
/* harmony export */   z3: () => (/* reexport safe */ _text_js__WEBPACK_IMPORTED_MODULE_0__.z3)
/* harmony export */ });
/* unused harmony export parseHttpUrlSlow */
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6067);
/* harmony import */ var _fields_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2189);
/* harmony import */ var _loc_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9586);
/**
 * Value helpers shared by the extension checks: XML whitespace, bounded quoting, character
 * counts, absolute http(s) URLs and W3C Datetime values. Linear in the value, no regular
 * expressions with nested repetition, so any input is judged in bounded time.
 */




/**
 * `quote()` with a hard bound on the result: when escaping makes the quoted text much longer
 * than `limit` (control characters become `\u00XX`), the value is quoted again, shorter.
 */
/** Number of Unicode characters (code points) of `s`; a lone surrogate counts as one. */
function charCount(s) {
    let n = s.length;
    for (let i = 0; i < s.length - 1; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                n--;
                i++;
            }
        }
    }
    return n;
}
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
/** `1234567` as `1,234,567`. */
function thousands(n) {
    return String(n).replace(THOUSANDS, ',');
}
/** True for `http` or `https` written from index 0 to `colon` (any case); with `ftp`, `ftp` too. */
function isHttpScheme(v, colon, ftp = false) {
    if (ftp && colon === 3 && (v.charCodeAt(0) | 0x20) === 0x66 && (v.charCodeAt(1) | 0x20) === 0x74 && (v.charCodeAt(2) | 0x20) === 0x70)
        return true;
    if (colon !== 4 && colon !== 5)
        return false;
    if ((v.charCodeAt(0) | 0x20) !== 0x68 || (v.charCodeAt(1) | 0x20) !== 0x74 || (v.charCodeAt(2) | 0x20) !== 0x74 || (v.charCodeAt(3) | 0x20) !== 0x70)
        return false;
    return colon === 4 || (v.charCodeAt(4) | 0x20) === 0x73;
}
/**
 * Judges an absolute http(s) URL as the extension schemas expect it (xsd:anyURI, absolute, with
 * a host): surrounding XML whitespace is dropped first (the xsd:anyURI whitespace collapse), then
 * the value gets the URL syntax check of a loc (RFC 3986: ../loc.ts scanUri, the check behind
 * `loc-invalid`): spaces, control characters, `"<>\^{|}` and backquote, `[`/`]` outside an IP
 * literal, a second `#`, `%` without two hexadecimal digits, a bad IP literal, a port that is not
 * a number or is larger than 65535. Non-ASCII characters are accepted (an IRI) unless not even an
 * IRI may carry them (C1 controls, bidirectional formatting characters, noncharacters, private use
 * outside the query: RFC 3987, see ../iri.ts). `ftp`: ftp URLs are accepted too (the files of a
 * video sitemap: Google fetches them over HTTP or FTP).
 *
 * The common URL is decided by one regular-expression test (../loc.ts isPlainUri), without the
 * character loop.
 *
 * @returns the URL, or a string: why the value is not such a URL, as the end of a sentence ("is
 *   empty", "is not an absolute URL (...)", "has the port "99999", which is larger than 65535", ...).
 */
function parseHttpUrl(raw, ftp = false) {
    if ((0,_loc_js__WEBPACK_IMPORTED_MODULE_2__/* .isPlainUri */ .JF)(raw))
        return { value: raw };
    return parseHttpUrlSlow(raw, ftp);
}
/** {@link parseHttpUrl} without its shortcut for plain URLs (the reference the shortcut is tested against). */
function parseHttpUrlSlow(raw, ftp = false) {
    const value = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .trimXml */ .On)(raw);
    if (value.length === 0)
        return raw.length === 0 ? 'is empty' : 'holds only whitespace';
    const u = (0,_loc_js__WEBPACK_IMPORTED_MODULE_2__/* .scanUri */ .s_)(value, _loc_js__WEBPACK_IMPORTED_MODULE_2__/* .SCAN_INVALID */ .m2);
    if (u.shape === 'no-scheme')
        return 'is not an absolute URL (it has no scheme); give the full URL, starting with https://';
    if (u.shape === 'no-authority' && !isHttpScheme(value, u.colon, ftp) && (0,_loc_js__WEBPACK_IMPORTED_MODULE_2__/* .looksLikeHostAndPort */ .kb)(value, u.colon)) {
        return `is not an absolute URL (it has no scheme: it starts with a host and port); give the full URL, such as ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(`https://${value}`)}`;
    }
    if (!isHttpScheme(value, u.colon, ftp)) {
        return `has the scheme ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(value.slice(0, u.colon).toLowerCase(), 40)}; only ${ftp ? 'http, https and ftp' : 'http and https'} URLs are read`;
    }
    if (u.shape === 'no-authority')
        return 'is not an absolute URL (no "//" and host follow the scheme)';
    if (u.shape === 'no-host')
        return 'is not an absolute URL (it has no host)';
    if (u.invalid !== undefined)
        return `has ${u.invalid}`;
    return { value };
}
/** An http(s) URL already in the form of {@link comparableUrl}: lower-case host, no port, a path, no `%`. */
const CANONICAL_URL = /^https?:\/\/[a-z0-9.-]+\/[^%]*$/;
/** Scheme, authority and the rest of an absolute URL (`scheme://authority rest`). */
const URL_PARTS = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([\s\S]*)$/;
/**
 * `url` in the form two spellings of one http(s) URL share (RFC 3986 section 6.2.2 and 6.2.3):
 * scheme and host in lower case, the default port (80, 443) or an empty one dropped, an empty
 * path written `/`, and the hexadecimal digits of percent escapes in upper case. Other values come
 * back as they are. For comparing, not for showing.
 */
function comparableUrl(url) {
    // The common case, already in that form: the same string back, nothing allocated.
    if (CANONICAL_URL.test(url))
        return url;
    const m = URL_PARTS.exec(url);
    if (!m)
        return url;
    const scheme = m[1].toLowerCase();
    let authority = m[2];
    let rest = m[3];
    const at = authority.lastIndexOf('@');
    const userinfo = at >= 0 ? authority.slice(0, at + 1) : '';
    let host = authority.slice(at + 1);
    const port = /:(\d*)$/.exec(host);
    if (port && !host.endsWith(']') && (port[1] === '' || (scheme === 'http' && Number(port[1]) === 80) || (scheme === 'https' && Number(port[1]) === 443))) {
        host = host.slice(0, port.index);
    }
    authority = userinfo + host.toLowerCase();
    if (rest === '' || rest.startsWith('?') || rest.startsWith('#'))
        rest = `/${rest}`;
    if (rest.includes('%'))
        rest = rest.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
    return `${scheme}://${authority}${rest}`;
}
/** The lower-cased host of a URL that {@link parseHttpUrl} accepted. */
function hostOf(url) {
    const start = url.indexOf('//') + 2;
    let end = start;
    while (end < url.length) {
        const c = url.charCodeAt(end);
        if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c)
            break;
        end++;
    }
    let host = url.slice(start, end);
    const at = host.lastIndexOf('@');
    if (at >= 0)
        host = host.slice(at + 1);
    if (!host.startsWith('[')) {
        const portColon = host.lastIndexOf(':');
        if (portColon >= 0)
            host = host.slice(0, portColon);
    }
    return host.toLowerCase();
}
/** True when `a` and `b` name the same site: equal hosts, or one a subdomain of the other (a `www.` prefix is ignored). */
function sameSite(a, b) {
    const x = a.startsWith('www.') ? a.slice(4) : a;
    const y = b.startsWith('www.') ? b.slice(4) : b;
    return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}
// W3C Datetime (https://www.w3.org/TR/NOTE-datetime), from a full date on.
/** What the W3C date fields accept, for messages. */
const W3C_DATE_EXPECTED = 'a W3C Datetime with a full date, such as 2026-01-31 or 2026-01-31T09:30:00+01:00';
/**
 * Parses a W3C Datetime of day precision or finer, already trimmed: `YYYY-MM-DD`, or a date with
 * `Thh:mm`, `Thh:mm:ss` or `Thh:mm:ss.s+` and a zone (`Z` or `\u00b1hh:mm`, hours 00\u201323). The date is
 * calendar-checked; hours are 00\u201323, minutes and seconds 00\u201359. The lastmod parser of ../fields.ts
 * in its `w3c` mode, without the year and year-month forms.
 *
 * @returns the instant in epoch milliseconds (a date alone: 00:00 UTC), or a string: why the
 *   value is invalid ('' when it simply does not have the expected shape).
 */
function parseW3cDate(s) {
    if (s.length === 4 || s.length === 7) {
        const r = (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLastmod */ .C_)(s, 'w3c');
        return typeof r === 'number' ? 'a full date (YYYY-MM-DD) is needed' : r;
    }
    return (0,_fields_js__WEBPACK_IMPORTED_MODULE_1__/* .parseLastmod */ .C_)(s, 'w3c');
}
/** How far the latest time zone (UTC\u221212) is behind UTC. */
const LATEST_ZONE_MS = 12 * 3_600_000;
const DAY_MS = 86_400_000;
/**
 * The last instant that a value {@link parseW3cDate} accepted may name, given `ms`, the instant it
 * returned. A date with a time and zone names one instant. A date alone (`YYYY-MM-DD`) names a
 * whole day in a time zone it does not give: it is over everywhere only at the end of that day at
 * UTC\u221212, 36 hours after its start at UTC (which is what `ms` is). Checks that call a date past
 * (an article older than two days, an expired video) compare this instant, so that a date alone
 * is not called past while that day may still be running where it was written.
 */
function latestInstant(s, ms) {
    return s.length === 10 ? ms + DAY_MS + LATEST_ZONE_MS : ms;
}


/***/ }),

/***/ 2189:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ checkLastmod),
/* harmony export */   C_: () => (/* binding */ parseLastmod),
/* harmony export */   bs: () => (/* binding */ checkPriority),
/* harmony export */   pG: () => (/* binding */ checkChangefreq)
/* harmony export */ });
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6067);
/* harmony import */ var _calendar_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6778);


const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/**
 * What each `lastmod` setting accepts, for messages: an example of each form, short, since a
 * sitemap can repeat one fault thousands of times; the whole grammar is said once, on the rule's
 * page (lastmod-format).
 */
const EXPECTED = {
    w3c: 'a W3C Datetime such as 2026-01-31 or 2026-01-31T09:30:00+01:00',
    xsd: 'an XSD date or dateTime such as 2026-01-31 or 2026-01-31T09:30:00+01:00',
    date: 'a date in the form YYYY-MM-DD, such as 2026-01-31',
};
/** The sitemap XSD's tChangeFreq enumeration. */
const CHANGEFREQ_VALUES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
const CHANGEFREQ = new Set(CHANGEFREQ_VALUES);
/** A decimal followed by an exponent (`1e-1`), for a more helpful priority message. */
const EXPONENT = /^[+-]?(?:\d+\.?\d*|\.\d+)[eE]/;
/** Largest year libxml2's schema validator (xmllint) reads: a C `long` (64 bits), also negated. */
const MAX_XSD_YEAR = '9223372036854775807';
/**
 * The year at the start of an xsd:date or xsd:dateTime (XML Schema Part 2, 3.2.7.1): an optional
 * "-", then four or more digits, no leading zero when more than four, not 0000. Returns the index
 * after the year and its value (approximate past 2^53; exact enough for an instant that only
 * needs comparing with the run's clock), and the year's absolute value modulo 400 (exact; it
 * decides leap years), or a string as {@link parseLastmod} returns one.
 */
function xsdYear(s) {
    const n = s.length;
    const sign = s.charCodeAt(0) === 0x2d ? 1 : 0;
    let end = sign;
    let mod400 = 0;
    while (end < n) {
        const c = s.charCodeAt(end) - 0x30;
        if (!(c >= 0 && c <= 9))
            break;
        mod400 = (mod400 * 10 + c) % 400;
        end++;
    }
    const count = end - sign;
    if (count < 4)
        return '';
    const text = s.slice(sign, end);
    if (count > 4 && text.charCodeAt(0) === 0x30)
        return 'a year of more than four digits cannot start with 0';
    // XSD 1.0 (the version the sitemap schema is written for) has no year 0000, nor -0000.
    if (count === 4 && text === '0000')
        return 'the XSD has no year 0000';
    if (count > MAX_XSD_YEAR.length || (count === MAX_XSD_YEAR.length && text > MAX_XSD_YEAR)) {
        return `the year ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(s.slice(0, end), 40)} is outside the range schema validators read, at most ${MAX_XSD_YEAR} either side of zero`;
    }
    return { end, year: sign ? -Number(text) : Number(text), mod400 };
}
/**
 * Parses a lastmod (already trimmed for `w3c` and `xsd`) under `mode`. Returns the instant in
 * epoch milliseconds, or a string: why the value is invalid ('' when it simply does not have the
 * expected shape). Zone-less values are taken as UTC. In `xsd` mode the year may be negative or
 * longer than four digits (XML Schema Part 2, 3.2.7.1 and 3.2.9.1; leap years as libxml2 counts
 * them, by the year's value: -0004 is one, -0001 is not); such an instant is far from the run's
 * clock and may lie outside the range of a JavaScript `Date`.
 */
function parseLastmod(s, mode) {
    const n = s.length;
    if (n === 0)
        return 'it is empty';
    let y;
    /** A year the leap years of which are those of `y` (the year itself, or its absolute value modulo 400). */
    let leapYear;
    /** Offset of what follows the year from where it follows a year of four digits. */
    let o = 0;
    if (mode === 'xsd') {
        const year = xsdYear(s);
        if (typeof year === 'string')
            return year;
        y = year.year;
        leapYear = year.mod400;
        o = year.end - 4;
    }
    else {
        y = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .digits */ .vm)(s, 0, 4);
        if (y < 0)
            return '';
        leapYear = y;
    }
    /** The year as written, for messages. */
    const yearText = s.slice(0, o + 4);
    if (n === o + 4)
        return mode === 'w3c' ? (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .daysFromCivil */ .Hd)(y, 1, 1) * DAY_MS : 'a year alone is not a full date';
    if (s.charCodeAt(o + 4) !== 0x2d)
        return '';
    const m = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .digits */ .vm)(s, o + 5, 2);
    if (m < 0)
        return '';
    if (n === o + 7) {
        if (mode !== 'w3c')
            return 'a year and month are not a full date';
        if (m < 1 || m > 12)
            return `month ${s.slice(5, 7)} does not exist`;
        return (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .daysFromCivil */ .Hd)(y, m, 1) * DAY_MS;
    }
    if (s.charCodeAt(o + 7) !== 0x2d)
        return '';
    const d = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .digits */ .vm)(s, o + 8, 2);
    if (d < 0)
        return '';
    // Only the date part is judged until here: "2024-13-45T..." is reported for its month.
    if (n > 10 && mode === 'date') {
        if (s.charCodeAt(10) === 0x54 && m >= 1 && m <= 12 && d >= 1 && d <= (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .daysInMonth */ .L3)(y, m)) {
            return `it has a time, which is not accepted: write ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(s.slice(0, 10))}`;
        }
        if (s.charCodeAt(10) !== 0x54)
            return '';
    }
    if (m < 1 || m > 12)
        return `month ${s.slice(o + 5, o + 7)} does not exist`;
    if (d < 1 || d > (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .daysInMonth */ .L3)(leapYear, m)) {
        return d === 0 || d > 31 ? `day ${s.slice(o + 8, o + 10)} does not exist` : `${MONTHS[m - 1]} ${yearText} has no day ${d}`;
    }
    if (n > 10 && mode === 'date')
        return '';
    let ms = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .daysFromCivil */ .Hd)(y, m, d) * DAY_MS;
    if (n === o + 10)
        return ms;
    let p = o + 10;
    let time = false;
    if (s.charCodeAt(p) === 0x54) {
        // Thh:mm[:ss[.s+]]
        time = true;
        const hh = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .digits */ .vm)(s, p + 1, 2);
        if (hh < 0 || s.charCodeAt(p + 3) !== 0x3a)
            return '';
        const mm = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .digits */ .vm)(s, p + 4, 2);
        if (mm < 0)
            return '';
        const hourAt = p + 1;
        const minuteAt = p + 4;
        const secondAt = p + 7;
        p += 6;
        let ss = 0;
        let fraction = 0;
        let fractionZero = true;
        if (s.charCodeAt(p) === 0x3a) {
            ss = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .digits */ .vm)(s, secondAt, 2);
            if (ss < 0)
                return '';
            p += 3;
            if (s.charCodeAt(p) === 0x2e) {
                p++;
                const fStart = p;
                let scale = 100;
                for (; p < n; p++) {
                    const f = s.charCodeAt(p) - 0x30;
                    if (!(f >= 0 && f <= 9))
                        break;
                    if (f !== 0)
                        fractionZero = false;
                    // Whole milliseconds: digits past the third are dropped, not rounded.
                    if (scale >= 1)
                        fraction += f * scale;
                    scale /= 10;
                }
                if (p === fStart)
                    return 'a "." must be followed by digits';
            }
        }
        else if (mode === 'xsd') {
            return 'an XSD dateTime needs seconds, as in hh:mm:ss';
        }
        if (mm > 59)
            return `minute ${s.slice(minuteAt, minuteAt + 2)} does not exist`;
        if (ss > 59)
            return `second ${s.slice(secondAt, secondAt + 2)} does not exist`;
        if (hh === 24 && mode === 'xsd' && mm === 0 && ss === 0 && fractionZero) {
            // XSD 1.0 allows 24:00:00 (any zero fraction) as the first instant of the next day.
        }
        else if (hh > 23) {
            return `hour ${s.slice(hourAt, hourAt + 2)} does not exist`;
        }
        ms += ((hh * 60 + mm) * 60 + ss) * 1000 + fraction;
    }
    if (p === n) {
        if (time && mode === 'w3c')
            return 'a time needs a time zone after it, Z or \u00b1hh:mm';
        return ms;
    }
    const z = s.charCodeAt(p);
    if (z === 0x5a) {
        p++;
    }
    else if (z === 0x2b || z === 0x2d) {
        const oh = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .digits */ .vm)(s, p + 1, 2);
        if (oh < 0 || s.charCodeAt(p + 3) !== 0x3a)
            return '';
        const om = (0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .digits */ .vm)(s, p + 4, 2);
        if (om < 0)
            return '';
        if (mode === 'xsd' ? om > 59 || oh > 14 || (oh === 14 && om > 0) : om > 59 || oh > 23) {
            return `the time zone offset ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(s.slice(p, p + 6))} is out of range${mode === 'xsd' ? ', the XSD allows at most \u00b114:00' : ''}`;
        }
        ms -= (z === 0x2b ? 1 : -1) * (oh * 60 + om) * MINUTE_MS;
        p += 6;
    }
    else {
        return '';
    }
    if (p !== n)
        return '';
    if (!time && mode === 'w3c')
        return 'a time zone is only allowed after a time';
    return ms;
}
/**
 * Judges a `lastmod` value and reports:
 * - `lastmod-format` \u2014 not valid under `policy.lastmod` (sitemaps.org; Search Console "Invalid
 *   date"):
 *   - `w3c`: the W3C Datetime note (https://www.w3.org/TR/NOTE-datetime): `YYYY`, `YYYY-MM`,
 *     `YYYY-MM-DD`, `YYYY-MM-DDThh:mm`, `\u2026Thh:mm:ss` or `\u2026Thh:mm:ss.s` (one or more fraction
 *     digits); a time must be followed by a zone, `Z` or `\u00b1hh:mm` (offset hours 00\u201323), and a
 *     date alone takes no zone.
 *   - `xsd`: the sitemap XSD's union of xsd:date (`YYYY-MM-DD`) and xsd:dateTime
 *     (`YYYY-MM-DDThh:mm:ss` with an optional fraction), each with an optional zone within
 *     \u00b114:00; `24:00:00` is accepted as the start of the next day, as XSD 1.0 allows. The year
 *     is XSD's: an optional `-`, four or more digits, no leading zero past four digits, not 0000
 *     (`-0001-01-01` and `12024-01-01` are valid), and at most what libxml2 reads (a 64-bit
 *     number, 9223372036854775807); leap years are counted by the year's value, as libxml2
 *     does. A far future year is `lastmod-future`; a negative one is simply far in the past.
 *   - `date`: exactly `YYYY-MM-DD`, with no whitespace and no zone.
 *   In every mode the date is calendar-checked (leap years of the Gregorian calendar), hours are
 *   00\u201323, minutes and seconds 00\u201359 (no leap second). `w3c` and `xsd` trim surrounding XML
 *   whitespace first (the XSD whitespace collapse); an empty value is invalid.
 * - `lastmod-imprecise` \u2014 in `w3c` only: a valid `YYYY` or `YYYY-MM`, which the XSD refuses.
 * - `lastmod-future` \u2014 a valid value later than `policy.now` plus 24 hours (Google Search
 *   Central: lastmod must be the date of the last significant change).
 *
 * Rules whose `policy.severities` entry is `off` are not reported.
 *
 * @returns the instant of a valid value in epoch milliseconds: for a date, `YYYY-MM` or `YYYY`
 *   without a zone, 00:00 UTC of its first day; with a zone, the real instant (an xsd:date with a
 *   zone: 00:00 in that zone); an xsd:dateTime without a zone is read as UTC. Undefined when the
 *   value is invalid.
 */
function checkLastmod(raw, policy, report) {
    const mode = policy.lastmod;
    const severities = policy.severities;
    let result;
    if (mode === 'date') {
        result = parseLastmod(raw, mode);
        if (typeof result === 'string' && raw.length > 0 && ((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isXmlSpace */ .Qj)(raw.charCodeAt(0)) || (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .isXmlSpace */ .Qj)(raw.charCodeAt(raw.length - 1)))) {
            const trimmed = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .trimXml */ .On)(raw);
            result = trimmed === '' ? 'it holds only whitespace' : typeof parseLastmod(trimmed, mode) === 'number' ? 'surrounding whitespace is not allowed' : result;
        }
    }
    else {
        const value = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .trimXml */ .On)(raw);
        result = parseLastmod(value, mode);
        if (typeof result === 'number' && mode === 'w3c' && (value.length === 4 || value.length === 7) && severities['lastmod-imprecise'] !== 'off') {
            report('lastmod-imprecise', `The lastmod ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(value)} gives only a ${value.length === 4 ? 'year' : 'year and month'}; give the full date (YYYY-MM-DD), which the sitemap XSD requires.`);
        }
    }
    if (typeof result === 'string') {
        if (severities['lastmod-format'] !== 'off') {
            const what = raw.length === 0 ? 'The lastmod is empty' : `The lastmod ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(raw)} is not valid for the lastmod setting "${mode}"`;
            const why = result === '' || raw.length === 0 ? '' : ` (${result})`;
            report('lastmod-format', `${what}${why}; expected ${EXPECTED[mode]}.`);
        }
        return undefined;
    }
    if (severities['lastmod-future'] !== 'off') {
        const now = policy.now.getTime();
        if (result > now + DAY_MS) {
            report('lastmod-future', `The lastmod ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)((0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .trimXml */ .On)(raw))} is in the future: later than a day after this run (on ${(0,_calendar_js__WEBPACK_IMPORTED_MODULE_1__/* .runDay */ .WS)(policy.now)}); give the date of the last real change.`);
        }
    }
    return result;
}
/**
 * Judges a `changefreq` value and reports `changefreq-value` unless it is exactly one of always,
 * hourly, daily, weekly, monthly, yearly, never. The sitemap XSD declares it an xsd:string
 * enumeration, so the comparison is case-sensitive and whitespace is kept: `Daily` and ` daily`
 * are invalid. Reports unconditionally (the caller applies severities).
 */
function checkChangefreq(raw, report) {
    if (CHANGEFREQ.has(raw))
        return;
    const list = CHANGEFREQ_VALUES.join(', ');
    const trimmed = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .trimXml */ .On)(raw);
    let message;
    if (raw === '') {
        message = `The changefreq is empty; use one of ${list}.`;
    }
    else if (CHANGEFREQ.has(trimmed)) {
        message = `The changefreq ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(raw)} has whitespace around it, which makes it invalid (the sitemap XSD compares the text exactly); write ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(trimmed)}.`;
    }
    else if (CHANGEFREQ.has(trimmed.toLowerCase())) {
        message = `The changefreq ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(raw)} is not valid: the values are case-sensitive; write ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(trimmed.toLowerCase())}.`;
    }
    else {
        message = `The changefreq ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(raw)} is not one of ${list}.`;
    }
    report('changefreq-value', message);
}
/**
 * Judges a `priority` value and reports `priority-value` unless, after trimming XML whitespace, it
 * is an xsd:decimal (`[+-]?(digits[.digits?] | .digits)`: no exponent, no comma, no NaN or INF)
 * between 0.0 and 1.0 inclusive, as the sitemap XSD requires. The range is checked on the digits
 * themselves, so very long values compare exactly (`0.99999999999999999999999` is valid,
 * `1.00000000000000000001` is not). Reports unconditionally (the caller applies severities).
 */
function checkPriority(raw, report) {
    const s = (0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .trimXml */ .On)(raw);
    const n = s.length;
    let i = 0;
    const sign = s.charCodeAt(0);
    if (sign === 0x2b || sign === 0x2d)
        i = 1;
    const intStart = i;
    while (i < n && isDigit(s.charCodeAt(i)))
        i++;
    const intEnd = i;
    let fracStart = i;
    let fracEnd = i;
    if (i < n && s.charCodeAt(i) === 0x2e) {
        i++;
        fracStart = i;
        while (i < n && isDigit(s.charCodeAt(i)))
            i++;
        fracEnd = i;
    }
    if (i !== n || (intEnd === intStart && fracEnd === fracStart)) {
        let hint = 'write a decimal number from 0.0 to 1.0, such as 0.5';
        if (s.includes(',')) {
            // "0,8" is 0.8 written with a decimal comma: suggest the value itself when that is all.
            const dotted = s.replace(',', '.');
            hint = /^\d*\.\d+$/.test(dotted) && Number(dotted) >= 0 && Number(dotted) <= 1 ? `use a dot as the decimal separator: ${dotted}` : 'use a dot as the decimal separator, such as 0.5';
        }
        else if (EXPONENT.test(s))
            hint = 'exponents are not allowed; write a plain decimal such as 0.5';
        report('priority-value', n === 0 ? 'The priority is empty; write a decimal number from 0.0 to 1.0, such as 0.5.' : `The priority ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(raw)} is not a decimal number; ${hint}.`);
        return;
    }
    // Integer part without leading zeros, and whether any digit is not zero.
    let k = intStart;
    while (k < intEnd && s.charCodeAt(k) === 0x30)
        k++;
    const intDigits = intEnd - k;
    let fracNonZero = false;
    for (let f = fracStart; f < fracEnd; f++) {
        if (s.charCodeAt(f) !== 0x30) {
            fracNonZero = true;
            break;
        }
    }
    const zero = intDigits === 0 && !fracNonZero;
    let inRange;
    if (sign === 0x2d)
        inRange = zero;
    else if (intDigits === 0)
        inRange = true;
    else
        inRange = intDigits === 1 && s.charCodeAt(k) === 0x31 && !fracNonZero;
    if (!inRange)
        report('priority-value', `The priority ${(0,_text_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteShort */ .pf)(raw)} is outside the range 0.0 to 1.0.`);
}
function isDigit(c) {
    return c >= 0x30 && c <= 0x39;
}


/***/ }),

/***/ 7659:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ FrozenMap),
/* harmony export */   o: () => (/* binding */ deepFreeze)
/* harmony export */ });
/**
 * Immutable shared values. The catalog, the accepted values and the policies a caller receives are
 * shared by every later run: a change to one of them would change what later runs report, so
 * they are frozen (a change throws in strict mode, and has no effect otherwise).
 */
/**
 * Freezes `value` and every array and plain object reachable from its own properties, and
 * returns it. Other objects (a Date, a Map) are frozen themselves but not walked into.
 */
function deepFreeze(value) {
    if (typeof value !== 'object' || value === null || Object.isFrozen(value))
        return value;
    Object.freeze(value);
    const proto = Object.getPrototypeOf(value);
    if (Array.isArray(value) || proto === Object.prototype || proto === null) {
        for (const key of Reflect.ownKeys(value))
            deepFreeze(value[key]);
    }
    return value;
}
/**
 * A map that cannot be changed after it is made: it has no `set`, `delete` or `clear`, and its
 * entries are held where no caller can reach them (a frozen Map would still take new entries).
 */
class FrozenMap {
    #map;
    constructor(entries) {
        this.#map = new Map(entries);
        Object.freeze(this);
    }
    get size() {
        return this.#map.size;
    }
    get(key) {
        return this.#map.get(key);
    }
    has(key) {
        return this.#map.has(key);
    }
    forEach(callback, thisArg) {
        this.#map.forEach((value, key) => callback.call(thisArg, value, key, this));
    }
    entries() {
        return this.#map.entries();
    }
    keys() {
        return this.#map.keys();
    }
    values() {
        return this.#map.values();
    }
    [Symbol.iterator]() {
        return this.#map[Symbol.iterator]();
    }
    get [Symbol.toStringTag]() {
        return 'FrozenMap';
    }
}
Object.freeze(FrozenMap.prototype);


/***/ }),

/***/ 9586:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  m2: () => (/* binding */ SCAN_INVALID),
  uV: () => (/* binding */ allowedHosts),
  NV: () => (/* binding */ checkLoc),
  VX: () => (/* binding */ escapedUrlLength),
  Xj: () => (/* binding */ isAllowedHost),
  JF: () => (/* binding */ isPlainUri),
  HK: () => (/* binding */ isTooLongLoc),
  kb: () => (/* binding */ looksLikeHostAndPort),
  s_: () => (/* binding */ scanUri),
  MB: () => (/* binding */ wholeCharacters)
});

// UNUSED EXPORTS: SCAN_NON_ASCII_INVALID, SCAN_SESSION, checkLocSlow

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
// EXTERNAL MODULE: ./build/core/text.js
var core_text = __nccwpck_require__(6067);
;// CONCATENATED MODULE: ./build/core/iri.js
/**
 * Characters outside ASCII that not even an IRI may carry (RFC 3987 section 2.2, `ucschar` and
 * `iprivate`, and section 4.1, bidirectional formatting characters). Other non-ASCII characters
 * make an IRI rather than a URI, which sitemaps.org asks to percent-encode (a warning); these make
 * no valid address at all, and some hide what the address is: a C1 control such as U+009B (CSI)
 * acts on a terminal, U+202E (RIGHT-TO-LEFT OVERRIDE) shows the URL reversed.
 */

/** True for an RFC 3987 `ucschar`. */
function isUcschar(cp) {
    if (cp < 0xa0)
        return false;
    if (cp <= 0xd7ff)
        return true;
    if (cp < 0xf900)
        return false;
    if (cp <= 0xfdcf)
        return true;
    if (cp < 0xfdf0)
        return false;
    if (cp <= 0xffef)
        return true;
    if (cp < 0x10000)
        return false;
    if (cp >= 0xe0000 && cp < 0xe1000)
        return false;
    // 0x10000-0xEFFFD without the last two code points of each plane (noncharacters).
    return cp <= 0xefffd && (cp & 0xfffe) !== 0xfffe;
}
/** True for an RFC 3987 `iprivate` (private use characters, allowed in the query only). */
function isPrivate(cp) {
    return (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0x10fffd && (cp & 0xfffe) !== 0xfffe);
}
/** True for a bidirectional formatting character (RFC 3987 section 4.1, and the Arabic letter mark and isolates of Unicode 6.3). */
function isBidiFormatting(cp) {
    return cp === 0x061c || cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}
function codeName(cp) {
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}
function forbidden(cp, inQuery) {
    return (cp >= 0xd800 && cp <= 0xdfff) || isBidiFormatting(cp) || !(isUcschar(cp) || (inQuery && isPrivate(cp)));
}
/**
 * True when {@link iriFault} has an answer for index `i` of `value`: the same verdict, in
 * constant time (iriFault's message counts the characters before `i`). For loops that go on past
 * a fault.
 */
function isIriFault(value, i, inQuery) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
        const before = value.charCodeAt(i - 1);
        if (before >= 0xd800 && before <= 0xdbff)
            return isIriFault(value, i - 1, inQuery);
    }
    return forbidden(value.codePointAt(i) ?? unit, inQuery);
}
/**
 * Why the non-ASCII UTF-16 code unit at index `i` of `value` cannot stand in an IRI at all, as a
 * phrase ("the C1 control character U+009B at character 20; remove it"), or undefined when it
 * can. The second half of a surrogate pair gets the answer of the pair (its first half's
 * position). `inQuery`: the unit is in the query, where private use characters are allowed.
 * `inHost`: the unit is in the host, which percent-encoding cannot mend (a host name is letters,
 * digits, hyphens and dots), so the advice is to remove the character.
 * Character numbers count Unicode characters from 1, as columns do (see atCharacter in ./text.ts).
 */
function iriFault(value, i, inQuery, inHost = false) {
    const unit = value.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff && i > 0) {
        // The second half of a pair: judged as the pair it ends.
        const before = value.charCodeAt(i - 1);
        if (before >= 0xd800 && before <= 0xdbff)
            return iriFault(value, i - 1, inQuery, inHost);
    }
    const cp = value.codePointAt(i) ?? unit;
    if (!forbidden(cp, inQuery))
        return undefined;
    // Only for a fault: the character number counts from the start of the value.
    const at = (0,core_text/* atCharacter */.xn)(value, i);
    if (cp >= 0xd800 && cp <= 0xdfff)
        return `the unpaired surrogate ${codeName(cp)} ${at}, which no URL can carry; remove it`;
    if (cp >= 0x80 && cp <= 0x9f)
        return `the C1 control character ${codeName(cp)} ${at}; remove it`;
    if (isBidiFormatting(cp)) {
        return `the bidirectional formatting character ${codeName(cp)} ${at}, which RFC 3987 forbids in addresses (it changes how the URL is shown); remove it`;
    }
    if (isUcschar(cp) || (inQuery && isPrivate(cp)))
        return undefined;
    const what = isPrivate(cp) ? 'the private use character' : 'the character';
    const where = isPrivate(cp) ? ' outside the query' : ' in an address';
    if (inHost)
        return `${what} ${codeName(cp)} ${at} in the host, which RFC 3987 does not allow${where} and no host name can hold; remove it`;
    const bytes = encodeURIComponent(String.fromCodePoint(cp));
    return `${what} ${codeName(cp)} ${at}, which RFC 3987 does not allow${where}; remove it, or percent-encode its UTF-8 bytes as ${bytes}`;
}
/**
 * The query of a URL as a range of indexes of `value`: from just after the first "?" that follows
 * the authority (which ends at or after `from`) to the "#" of the fragment or the end, or
 * `undefined` when there is no query. Linear in the value: call it once per value.
 */
function queryRange(value, from) {
    const q = value.indexOf('?', from);
    const hash = value.indexOf('#', from);
    if (q < 0 || (hash >= 0 && hash < q))
        return undefined;
    return { start: q + 1, end: hash < 0 ? value.length : hash };
}

;// CONCATENATED MODULE: ./build/core/loc.js
/**
 * Checks of one `loc` value (a `<loc>` of a urlset or sitemap index, or a line of a text
 * sitemap): the `loc-*` rules of the catalog (RULES.md "loc") that can be judged from the value
 * alone. Rules that compare entries (`loc-mixed-hosts`, `loc-duplicate`, `loc-out-of-scope`, ...)
 * live with the document checks and use the returned {@link LocInfo}.
 *
 * This runs once per entry (50,000+ times per file), so the common path is a single pass of
 * `charCodeAt` over the value with a module-level character-class table: no `new URL()`, no
 * regular expression, no allocation beyond the returned object and the strings it holds.
 * Messages are only built when a rule fires, and they quote values through {@link quoteShort} so
 * that they stay short whatever the input.
 *
 * Grammar: RFC 3986 (URI generic syntax), section 3 and appendix A. A loc is judged as
 * `scheme "://" authority path-abempty [ "?" query ] [ "#" fragment ]`. That syntax check
 * ({@link scanUri}) is also the one of every other URL field: the URLs of the extensions and the
 * robots.txt `Sitemap:` values (./extensions/values.ts parseHttpUrl).
 */



// Character classes of RFC 3986 appendix A, for code units below 128.
const C_ALPHA = 1;
const C_DIGIT = 2;
const C_HEX = 4;
/** unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" */
const C_UNRESERVED = 8;
/** sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "=" */
const C_SUBDELIM = 16;
/** Allowed in path, query and fragment besides unreserved and sub-delims: ":" / "@" / "/" / "?". */
const C_PCHAR_EXTRA = 32;
/** Characters that delimit path and query parameters (session id detection): "/" ";" "?" "&" "=". */
const C_PARAM = 64;
/** Scheme characters after the first: ALPHA / DIGIT / "+" / "-" / "." */
const C_SCHEME = 128;
const CLASS = new Uint8Array(128);
function mark(chars, bits) {
    for (let i = 0; i < chars.length; i++)
        CLASS[chars.charCodeAt(i)] |= bits;
}
mark('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', C_ALPHA | C_UNRESERVED | C_SCHEME);
mark('0123456789', C_DIGIT | C_HEX | C_UNRESERVED | C_SCHEME);
mark('ABCDEFabcdef', C_HEX);
mark('-._~', C_UNRESERVED);
mark("!$&'()*+,;=", C_SUBDELIM);
mark(':@/?', C_PCHAR_EXTRA);
mark('/;?&=', C_PARAM);
mark('+-.', C_SCHEME);
const C_REGNAME = C_UNRESERVED | C_SUBDELIM;
const C_PATH = C_UNRESERVED | C_SUBDELIM | C_PCHAR_EXTRA;
/** Longest host name in DNS (RFC 1035, as text without the root dot). */
const MAX_DNS_NAME = 253;
/** Longest loc sitemaps.org accepts is 2,047 characters ("less than 2,048 characters"). */
const MAX_LOC_LENGTH = 2048;
/**
 * A loc with nothing to report whatever the policy's severities: lower-case `http` or `https`,
 * `//`, a lower-case ASCII host name, no port, user information, query, fragment, `%` escape or
 * `;` parameter, and a path of unreserved characters, sub-delimiters, `:`, `@` and `/` (RFC 3986).
 * Such a loc cannot trigger any `loc-*` rule except `loc-scheme` (http under require-https) and
 * `loc-host` (a host the policy does not allow), which the caller checks.
 */
const PLAIN_LOC = /^https?:\/\/[a-z0-9.-]+(?:\/[A-Za-z0-9\-._~!$&'()*+,=:@/]*)?$/;
/** dec-octet "." dec-octet "." dec-octet "." dec-octet (RFC 3986 section 3.2.2). */
const IPV4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$/;
/** IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) (RFC 3986 section 3.2.2). */
const IPVFUTURE = /^[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+$/;
/** h16 = 1*4HEXDIG */
const H16 = /^[0-9A-Fa-f]{1,4}$/;
/**
 * Query and path parameter names that carry a session id (Google Search Central: leave session
 * ids out of sitemap URLs). Compared lower-cased; `aspsessionid` is also matched as a prefix
 * (ASP's `ASPSESSIONIDxxxxxxxx=`). Besides the platforms' generic names, the shop systems whose
 * sitemap modules wrote the session into every URL when cookies were off: osCommerce (`osCsid`),
 * Zen Cart (`zenid`) and xt:Commerce (`XTCsid`).
 */
const SESSION_NAMES = new Set([
    'jsessionid',
    'phpsessid',
    'sid',
    'sessionid',
    'session_id',
    'cfid',
    'cftoken',
    'oscsid',
    'zenid',
    'xtcsid',
]);
function isHex(c) {
    return c < 128 && (CLASS[c] & C_HEX) !== 0;
}
/**
 * `quote()` with a hard bound on the result: when escaping makes the quoted text much longer than
 * `limit` (control characters become `\u00XX`), the value is quoted again, shorter.
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
function thousands(n) {
    return String(n).replace(THOUSANDS, ',');
}
function hex2(c) {
    return c.toString(16).toUpperCase().padStart(2, '0');
}
/** `bytes of the UTF-8 form of the code point at i, percent-encoded`, or undefined for a lone surrogate. */
function percentEncoded(value, i) {
    const cp = value.codePointAt(i) ?? 0;
    try {
        return encodeURIComponent(String.fromCodePoint(cp));
    }
    catch {
        return undefined;
    }
}
/** Describes a non-ASCII character at `i` and how to write it (used by loc-non-ascii and strict loc-invalid). */
function nonAsciiDetail(value, i) {
    const cp = value.codePointAt(i) ?? 0;
    const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    const encoded = percentEncoded(value, i);
    if (encoded === undefined)
        return `the unpaired surrogate ${code} ${(0,core_text/* atCharacter */.xn)(value, i)}, which no URL can carry; remove it`;
    return `the non-ASCII character ${(0,core_text/* quote */.hD)(String.fromCodePoint(cp))} (${code}) ${(0,core_text/* atCharacter */.xn)(value, i)}; percent-encode its UTF-8 bytes as ${encoded}`;
}
/** Describes an ASCII character at `i` that RFC 3986 does not allow where it stands. */
function charDetail(value, i, where) {
    const c = value.charCodeAt(i);
    const at = (0,core_text/* atCharacter */.xn)(value, i);
    if (c === 0x20)
        return `a space ${at}${where}; percent-encode it as %20`;
    if (c < 0x20 || c === 0x7f)
        return `the control character U+00${hex2(c)} ${at}${where}; remove it`;
    if (c === 0x25)
        return `a "%" ${at} that is not followed by two hexadecimal digits; write %25 for a literal percent sign`;
    return `the character ${(0,core_text/* quote */.hD)(String.fromCharCode(c))} ${at}${where}, which RFC 3986 does not allow there; percent-encode it as %${hex2(c)}`;
}
/**
 * Describes an ASCII character at `i` of a host name (not an IP literal) that RFC 3986 does not
 * allow there. Percent-encoding is no fix in a host: DNS names are letters, digits, hyphens and
 * dots (RFC 3986 section 3.2.2 asks URI producers to use that syntax), and `www.ex%20ample.org`
 * names no server. The advice is to correct the name.
 */
function hostCharDetail(value, i) {
    const c = value.charCodeAt(i);
    const what = c === 0x20
        ? 'a space'
        : c < 0x20 || c === 0x7f
            ? `the control character U+00${hex2(c)}`
            : `the character ${(0,core_text/* quote */.hD)(String.fromCharCode(c))}`;
    return `${what} ${(0,core_text/* atCharacter */.xn)(value, i)} in the host, which no host name can hold (host names are letters, digits, hyphens and dots); remove it from the host name`;
}
/** True for an RFC 3986 IPv6address (no zone id). */
function isIPv6(s) {
    // The longest form is 45 characters (six h16 groups and an IPv4 tail); refusing longer text
    // early keeps split() off huge input.
    if (s.length > 45)
        return false;
    const dbl = s.indexOf('::');
    if (dbl >= 0 && s.indexOf('::', dbl + 1) >= 0)
        return false;
    const left = dbl < 0 ? s : s.slice(0, dbl);
    const right = dbl < 0 ? '' : s.slice(dbl + 2);
    const groups = left === '' ? [] : left.split(':');
    if (right !== '')
        groups.push(...right.split(':'));
    // An IPv4 tail (ls32) is allowed only as the very last part of the address.
    const lastAtEnd = dbl < 0 || right !== '';
    let count = 0;
    for (let g = 0; g < groups.length; g++) {
        const group = groups[g];
        if (g === groups.length - 1 && lastAtEnd && group.includes('.')) {
            if (!IPV4.test(group))
                return false;
            count += 2;
        }
        else if (H16.test(group)) {
            count += 1;
        }
        else {
            return false;
        }
    }
    return dbl < 0 ? count === 8 : count <= 7;
}
/** True for the inside of an RFC 3986 IP-literal: IPv6address or IPvFuture. */
function isIPLiteral(inside) {
    const c = inside.charCodeAt(0);
    return c === 0x76 || c === 0x56 ? IPVFUTURE.test(inside) : isIPv6(inside);
}
/** True when the parameter name value[start, end) is a known session id name. */
function isSessionName(value, start, end) {
    const n = end - start;
    if (n < 3 || n > 40)
        return false;
    const name = value.slice(start, end).toLowerCase();
    return SESSION_NAMES.has(name) || name.startsWith('aspsessionid');
}
/** The allowed hosts of each policy's list as a set (the list is frozen with its policy). */
const HOST_SETS = new WeakMap();
/**
 * True when `host` (lower case, ASCII) is one of `hosts`: a set lookup, so that a list of
 * thousands of hosts costs no more per loc than one (a list of 12,000 took 30 s on 50,000 locs).
 */
function isAllowedHost(hosts, host) {
    if (hosts.length <= 4)
        return hosts.includes(host);
    let set = HOST_SETS.get(hosts);
    if (!set) {
        set = new Set(hosts);
        HOST_SETS.set(hosts, set);
    }
    return set.has(host);
}
/** The allowed hosts as a message lists them: comma-separated, cut with an ellipsis past 200 characters. */
function allowedHosts(hosts) {
    let list = '';
    for (const h of hosts) {
        const next = list === '' ? h : `${list}, ${h}`;
        if (next.length > 200)
            return `${list}, \u2026`;
        list = next;
    }
    return list;
}
function tooLongMessage(value, length) {
    return `The loc ${(0,core_text/* quoteShort */.pf)(value)} is ${thousands(length)} characters long; sitemaps.org requires fewer than 2,048.`;
}
function escapedTooLongMessage(value, written, escaped, asciiHost) {
    return `The loc ${(0,core_text/* quoteShort */.pf)(value)} is ${thousands(written)} characters long as written but ${thousands(escaped)} once escaped to ASCII as crawlers request it (each UTF-8 byte of a non-ASCII character as %XX${asciiHost ? ', the host in its ASCII form' : ''}); sitemaps.org requires fewer than 2,048 characters and URLs escaped to ASCII.`;
}
/** Index of the first code unit of `value` outside ASCII, or -1. */
function firstNonAsciiIndex(value) {
    for (let i = 0; i < value.length; i++)
        if (value.charCodeAt(i) >= 128)
            return i;
    return -1;
}
/**
 * The length of `value` as a crawler requests it (RFC 3987 section 3.1, mapping an IRI to a URI):
 * every non-ASCII character counts as the %XX escapes of its UTF-8 bytes (6, 9 or 12 characters;
 * an unpaired surrogate as U+FFFD, 9), and a host with non-ASCII characters that has an ASCII
 * form (UTS #46, `u.host`) counts as that form (`xn--...`), which is what is sent. ASCII
 * characters count one each, also those RFC 3986 does not allow (loc-invalid). `from` is the index
 * of the first non-ASCII code unit: the work is linear in the rest, and nothing is built.
 */
function escapedLength(value, from, u) {
    const len = value.length;
    const asciiHost = u.shape === '' && u.hostNonAscii && u.host !== u.hostText.toLowerCase();
    let i = asciiHost && u.hostStart < from ? u.hostStart : from;
    let n = i;
    for (; i < len; i++) {
        if (asciiHost && i === u.hostStart) {
            n += u.host.length;
            i = u.hostEnd - 1;
            continue;
        }
        const c = value.charCodeAt(i);
        if (c < 0x80)
            n += 1;
        else if (c < 0x800)
            n += 6;
        else if (c >= 0xd800 && c <= 0xdbff && i + 1 < len && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            n += 12;
            i++;
        }
        else
            n += 9;
    }
    return n;
}
/**
 * The length of a URL as a crawler requests it (see escapedLength): the written length for ASCII
 * text, else with non-ASCII characters percent-encoded as UTF-8 and a non-ASCII host in its
 * ASCII form. For URLs judged outside {@link checkLoc} (robots.txt `Sitemap:` values).
 */
function escapedUrlLength(value) {
    const from = firstNonAsciiIndex(value);
    return from < 0 ? value.length : escapedLength(value, from, scanUri(value, 0));
}
/**
 * True when `value`, which has a scheme-like name before `colon` and no "//" after it, reads as a
 * host and port without a scheme (`localhost:8080/x`, `www.example.org:8080`, `shop:3000/`):
 * up to five digits follow the colon, then the end, "/", "?" or "#"; and the name has a dot or is
 * `localhost` (then no digits are needed), or the digits are followed by "/". URL parsers read the
 * name as a scheme; a user meant a host. `tel:911` and `urn:123` stay schemes.
 */
function looksLikeHostAndPort(value, colon) {
    let i = colon + 1;
    while (i < value.length && i - colon <= 6) {
        const c = value.charCodeAt(i);
        if (c < 0x30 || c > 0x39)
            break;
        i++;
    }
    const digits = i - colon - 1;
    if (digits > 5)
        return false;
    const next = value.charCodeAt(i);
    if (i < value.length && next !== 0x2f && next !== 0x3f && next !== 0x23)
        return false;
    let dot = false;
    for (let k = 0; k < colon; k++) {
        if (value.charCodeAt(k) === 0x2e) {
            dot = true;
            break;
        }
    }
    if (dot || (colon === 9 && value.slice(0, 9).toLowerCase() === 'localhost'))
        return true;
    return digits > 0 && next === 0x2f;
}
/** The loc-scheme message for a URL of `scheme` (lower-cased) other than https. */
function schemeMessage(value, scheme, requireHttps) {
    if (scheme === 'http')
        return `The loc ${(0,core_text/* quoteShort */.pf)(value)} uses the scheme "http", but the policy requires https; list the https URL.`;
    return `The loc ${(0,core_text/* quoteShort */.pf)(value)} uses the scheme ${(0,core_text/* quoteShort */.pf)(scheme, 40)}; sitemaps list only http and https URLs${requireHttps ? ', and the policy requires https' : ''}.`;
}
/** The loc-not-absolute message for a value {@link scanUri} finds no absolute URL in. */
function notAbsoluteMessage(value, shape, colon, hostAndPort) {
    if (shape === 'no-scheme')
        return `The loc ${(0,core_text/* quoteShort */.pf)(value)} is not an absolute URL (it has no scheme); give the full URL, starting with https:// and the host.`;
    if (shape === 'no-host')
        return `The loc ${(0,core_text/* quoteShort */.pf)(value)} has an empty host; give the full URL, such as https://www.example.org/page.`;
    if (hostAndPort) {
        let end = colon + 1;
        while (end < value.length && value.charCodeAt(end) >= 0x30 && value.charCodeAt(end) <= 0x39)
            end++;
        return `The loc ${(0,core_text/* quoteShort */.pf)(value)} is not an absolute URL (it has no scheme: it starts with the host and port ${(0,core_text/* quoteShort */.pf)(value.slice(0, end), 100)}); give the full URL, such as ${(0,core_text/* quoteShort */.pf)(`https://${value}`)}.`;
    }
    // http or https without "//" (RFC 3986 reads "https:www.example.org" as a scheme and a path, with no host).
    let rest = colon + 1;
    while (rest < value.length && value.charCodeAt(rest) === 0x2f)
        rest++;
    const fix = rest < value.length ? ` such as ${(0,core_text/* quoteShort */.pf)(`${value.slice(0, colon).toLowerCase()}://${value.slice(rest)}`)}` : ' such as "https://www.example.org/page"';
    return `The loc ${(0,core_text/* quoteShort */.pf)(value)} is a malformed ${value.slice(0, colon).toLowerCase()} URL: no "//" and host follow ${(0,core_text/* quoteShort */.pf)(value.slice(0, colon + 1), 10)}; write the scheme, "//" and the host,${fix}.`;
}
/**
 * Describes the non-ASCII character at `i` of an authority that has no ASCII form: an IP literal, a
 * port, or a host name UTS #46 refuses. Percent-encoding is no fix there.
 */
function hostNonAsciiDetail(value, i, inHost) {
    const cp = value.codePointAt(i) ?? 0;
    const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    return `the non-ASCII character ${(0,core_text/* quote */.hD)(String.fromCodePoint(cp))} (${code}) ${(0,core_text/* atCharacter */.xn)(value, i)} in the ${inHost ? 'host, which has no ASCII form; correct the host name' : 'port; remove it'}`;
}
/**
 * True when `value` (trimmed) is loc-too-long as written: 2,048 characters or more, a character
 * outside the BMP counting once (sitemaps.org). Such a loc is not kept for the comparisons across
 * entries (it may be huge). A shorter loc that is loc-too-long only once escaped to ASCII is kept.
 */
function isTooLongLoc(value) {
    return value.length >= MAX_LOC_LENGTH && (value.length >= 2 * MAX_LOC_LENGTH || (0,core_text/* codePointCount */.tO)(value) >= MAX_LOC_LENGTH);
}
/**
 * The kept part of a long loc without what the cut may have split: half a surrogate pair, or the
 * `%` or `%X` that starts a percent escape. Either would read as a fault of the loc.
 */
function wholeCharacters(s) {
    let end = s.length;
    const last = s.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff)
        end--;
    else if (s.charCodeAt(end - 1) === 0x25)
        end--;
    else if (s.charCodeAt(end - 2) === 0x25 && /[0-9A-Fa-f]/.test(s.charAt(end - 1)))
        end -= 2;
    return end === s.length ? s : s.slice(0, end);
}
/** {@link scanUri}: find the first place where the value is not an RFC 3986 URI (`invalid`). */
const SCAN_INVALID = 1;
/** {@link scanUri}: a non-ASCII character is such a place too (the strict profile's loc-invalid). */
const SCAN_NON_ASCII_INVALID = 2;
/** {@link scanUri}: look for path and query parameters named like a session id (`sessionName`). */
const SCAN_SESSION = 4;
function notAbsolute(shape, colon) {
    return { shape, colon, at: -1, hostStart: -1, hostEnd: -1, hostText: '', host: '', hostNonAscii: false, port: '', hasPort: false, invalid: undefined, nonAsciiAt: -1, firstNonAscii: -1, fragment: -1, sessionName: '' };
}
/**
 * An http or https URL (the scheme in any case) in which {@link scanUri} finds nothing to report
 * under {@link SCAN_INVALID}: a host of ASCII letters, digits, dots and hyphens, a port of at most
 * four digits, then a path and query of RFC 3986 `pchar`, "/" and "?" and at most one "#" with a
 * fragment of the same characters. A "%" is allowed here; {@link isPlainUri} checks its two hex
 * digits. The common URL of an extension field is decided by this test alone.
 */
const PLAIN_URI = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[A-Za-z0-9.-]+(?::[0-9]{0,4})?(?:[/?][!$%&-;=?-Z_a-z~]*)?(?:#[!$%&-;=?-Z_a-z~]*)?$/;
/**
 * True when `value` is an http(s) URL in which {@link scanUri} with {@link SCAN_INVALID} finds
 * no fault and no non-ASCII character, decided without the character loop: {@link PLAIN_URI} and
 * a look at each "%". False says nothing: the value is then judged by scanUri.
 */
function isPlainUri(value) {
    if (!PLAIN_URI.test(value))
        return false;
    for (let i = value.indexOf('%'); i >= 0; i = value.indexOf('%', i + 1)) {
        if (!isHex(value.charCodeAt(i + 1)) || !isHex(value.charCodeAt(i + 2)))
            return false;
    }
    return true;
}
/**
 * Takes a URL apart as RFC 3986 reads `scheme "://" authority path-abempty [ "?" query ]
 * [ "#" fragment ]` (section 3 and appendix A), in one pass over the value, and says what is
 * wrong with it. `value` is already trimmed. `flags` is a sum of {@link SCAN_INVALID},
 * {@link SCAN_NON_ASCII_INVALID} and {@link SCAN_SESSION}.
 *
 * The faults `invalid` describes (the first one only): a space, a control character, a character
 * RFC 3986 never allows (`<>"{}|\^` and backquote) or not where it stands (`[`/`]` outside an IP
 * literal, a second `#`, a second `@` in the user information), a `%` without two hex digits, a
 * bad IP literal (RFC 3986 IPv6address or IPvFuture), a port that is not a number or is larger than
 * 65535, an internationalised host that is no valid domain name, and characters not even an IRI
 * may carry (RFC 3987, see ./iri.ts). A backslash ends the authority, as WHATWG URL parsing does
 * for http and https, and is then a fault of the path.
 *
 * This is the one URL syntax check of the project: {@link checkLoc} (loc-invalid) and the URL
 * fields of the extensions, robots.txt `Sitemap:` values included (./extensions/values.ts
 * parseHttpUrl), use it.
 */
function scanUri(value, flags) {
    const len = value.length;
    const nonAsciiAsInvalid = (flags & SCAN_NON_ASCII_INVALID) !== 0;
    // Once a fault has been found (or none is looked for), no further faults are described.
    let invalidDone = (flags & SCAN_INVALID) === 0;
    // scheme ":" (RFC 3986 section 3.1)
    let colon = -1;
    let c = value.charCodeAt(0);
    if (c < 128 && (CLASS[c] & C_ALPHA) !== 0) {
        for (let i = 1; i < len; i++) {
            c = value.charCodeAt(i);
            if (c === 0x3a) {
                colon = i;
                break;
            }
            if (c >= 128 || (CLASS[c] & C_SCHEME) === 0)
                break;
        }
    }
    if (colon < 0)
        return notAbsolute('no-scheme', -1);
    if (value.charCodeAt(colon + 1) !== 0x2f || value.charCodeAt(colon + 2) !== 0x2f)
        return notAbsolute('no-authority', colon);
    // authority = [ userinfo "@" ] host [ ":" port ] (RFC 3986 section 3.2)
    const authStart = colon + 3;
    let authEnd = authStart;
    let at = -1;
    for (; authEnd < len; authEnd++) {
        c = value.charCodeAt(authEnd);
        if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x5c)
            break;
        if (c === 0x40)
            at = authEnd;
    }
    const hostStart = at >= 0 ? at + 1 : authStart;
    let hostEnd;
    let portStart = -1;
    let ipLiteral = false;
    let hostFault;
    if (value.charCodeAt(hostStart) === 0x5b) {
        ipLiteral = true;
        let close = hostStart + 1;
        while (close < authEnd && value.charCodeAt(close) !== 0x5d)
            close++;
        if (close >= authEnd) {
            hostEnd = authEnd;
            hostFault = 'a "[" that opens an IP address but is never closed by "]"';
        }
        else {
            hostEnd = close + 1;
            if (!isIPLiteral(value.slice(hostStart + 1, close))) {
                hostFault = `the host ${(0,core_text/* quoteShort */.pf)(value.slice(hostStart, hostEnd), 100)}, which is not a valid IPv6 address`;
            }
            if (hostEnd < authEnd) {
                if (value.charCodeAt(hostEnd) === 0x3a)
                    portStart = hostEnd + 1;
                else if (hostFault === undefined) {
                    hostFault = `text after the IP address ${(0,core_text/* atCharacter */.xn)(value, hostEnd)}, where only ":" and a port may follow`;
                }
            }
        }
    }
    else {
        hostEnd = hostStart;
        while (hostEnd < authEnd && value.charCodeAt(hostEnd) !== 0x3a)
            hostEnd++;
        if (hostEnd < authEnd)
            portStart = hostEnd + 1;
    }
    if (hostEnd === hostStart)
        return notAbsolute('no-host', colon);
    let invalid;
    let nonAsciiAt = -1;
    let firstNonAscii = -1;
    let hostNonAscii = false;
    /** A non-ASCII host is a fault (strict): say so once its ASCII form is known. */
    let hostAsInvalid = false;
    // userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
    for (let i = authStart; i < at; i++) {
        c = value.charCodeAt(i);
        if (c < 128) {
            if ((CLASS[c] & C_REGNAME) !== 0 || c === 0x3a)
                continue;
            if (c === 0x25 && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2)))
                continue;
            if (!invalidDone) {
                invalid = c === 0x40 ? `a second "@" ${(0,core_text/* atCharacter */.xn)(value, i)} in the user information; percent-encode it as %40` : charDetail(value, i, ' in the user information');
                invalidDone = true;
            }
        }
        else {
            if (firstNonAscii < 0)
                firstNonAscii = i;
            if (isIriFault(value, i, false)) {
                if (!invalidDone) {
                    invalid = iriFault(value, i, false);
                    invalidDone = true;
                }
                continue;
            }
            if (nonAsciiAt < 0)
                nonAsciiAt = i;
            if (nonAsciiAsInvalid && !invalidDone) {
                invalid = nonAsciiDetail(value, i);
                invalidDone = true;
            }
        }
    }
    // host = IP-literal / IPv4address / reg-name
    if (ipLiteral) {
        if (hostFault !== undefined && !invalidDone) {
            invalid = hostFault;
            invalidDone = true;
        }
        for (let i = hostStart; i < hostEnd && nonAsciiAt < 0; i++)
            if (value.charCodeAt(i) >= 128)
                nonAsciiAt = i;
        if (firstNonAscii < 0)
            firstNonAscii = nonAsciiAt;
    }
    else {
        for (let i = hostStart; i < hostEnd; i++) {
            c = value.charCodeAt(i);
            if (c < 128) {
                if ((CLASS[c] & C_REGNAME) !== 0)
                    continue;
                if (c === 0x25 && isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2)))
                    continue;
                if (!invalidDone) {
                    invalid = hostCharDetail(value, i);
                    invalidDone = true;
                }
            }
            else {
                if (firstNonAscii < 0)
                    firstNonAscii = i;
                if (isIriFault(value, i, false)) {
                    if (!invalidDone) {
                        invalid = iriFault(value, i, false, true);
                        invalidDone = true;
                    }
                    continue;
                }
                hostNonAscii = true;
                if (nonAsciiAt < 0)
                    nonAsciiAt = i;
                if (nonAsciiAsInvalid && !invalidDone) {
                    // Worded once the host's ASCII form is known (a host is not percent-encoded).
                    hostAsInvalid = true;
                    invalidDone = true;
                }
            }
        }
    }
    const hostText = value.slice(hostStart, hostEnd);
    let host;
    if (hostNonAscii) {
        // A non-ASCII character maps to at least one ASCII one, so a longer name cannot fit in DNS;
        // refusing it early also keeps domainToASCII off multi-megabyte input.
        const ascii = hostText.length > MAX_DNS_NAME ? '' : (0,external_node_url_.domainToASCII)(hostText);
        if (ascii === '') {
            host = hostText.toLowerCase();
            if (!invalidDone) {
                invalid =
                    hostText.length > MAX_DNS_NAME
                        ? `a non-ASCII host of ${thousands(hostText.length)} characters, longer than any domain name (${MAX_DNS_NAME})`
                        : `the host ${(0,core_text/* quoteShort */.pf)(hostText, 100)}, which is not a valid internationalised domain name`;
                invalidDone = true;
            }
        }
        else {
            host = ascii;
        }
        if (hostAsInvalid) {
            invalid =
                ascii === ''
                    ? `the non-ASCII host ${(0,core_text/* quoteShort */.pf)(hostText, 100)}, which is not a valid internationalised domain name`
                    : `the non-ASCII host ${(0,core_text/* quoteShort */.pf)(hostText, 100)}; write it in ASCII as ${(0,core_text/* quoteShort */.pf)(host, 100)}`;
        }
    }
    else {
        host = hostText.toLowerCase();
    }
    // port = *DIGIT
    const hasPort = portStart >= 0;
    const port = hasPort ? value.slice(portStart, authEnd) : '';
    if (hasPort && !invalidDone) {
        for (let i = portStart; i < authEnd; i++) {
            c = value.charCodeAt(i);
            if (c < 0x30 || c > 0x39) {
                invalid = `the port ${(0,core_text/* quoteShort */.pf)(port, 40)}, which is not a number`;
                invalidDone = true;
                break;
            }
        }
        // RFC 3986 allows any digits; a TCP port is 0 to 65535, so a larger one names no server.
        const significant = port.replace(/^0+(?=\d)/, '');
        if (!invalidDone && port.length > 0 && (significant.length > 5 || Number(significant) > 65535)) {
            invalid = `the port ${(0,core_text/* quoteShort */.pf)(port, 40)}, which is larger than 65535`;
            invalidDone = true;
        }
    }
    if (hasPort && (nonAsciiAt < 0 || firstNonAscii < 0)) {
        for (let i = portStart; i < authEnd; i++) {
            if (value.charCodeAt(i) >= 128) {
                if (nonAsciiAt < 0)
                    nonAsciiAt = i;
                if (firstNonAscii < 0)
                    firstNonAscii = i;
                break;
            }
        }
    }
    // path-abempty [ "?" query ] [ "#" fragment ]
    /** The query's range, found at the first non-ASCII character (false: none). */
    let query;
    const sessionOn = (flags & SCAN_SESSION) !== 0;
    let fragment = -1;
    let inQuery = false;
    /** Index of the "?" that starts the query (-1: none so far); inQuery is tracked only for the session check. */
    let queryAt = -1;
    let paramStart = -1;
    let sessionName = '';
    for (let i = authEnd; i < len; i++) {
        c = value.charCodeAt(i);
        if (c < 128) {
            const k = CLASS[c];
            if ((k & C_PATH) !== 0) {
                if (c === 0x3f && queryAt < 0 && fragment < 0)
                    queryAt = i;
                if (sessionOn && (k & C_PARAM) !== 0 && fragment < 0) {
                    if (c === 0x3d) {
                        if (paramStart >= 0 && sessionName === '' && isSessionName(value, paramStart, i))
                            sessionName = value.slice(paramStart, i);
                        paramStart = -1;
                    }
                    else if (c === 0x2f) {
                        if (!inQuery)
                            paramStart = -1;
                    }
                    else if (c === 0x3f) {
                        if (!inQuery) {
                            inQuery = true;
                            paramStart = i + 1;
                        }
                    }
                    else if (c === 0x3b || inQuery) {
                        // ";" starts a path or query parameter; "&" separates query parameters.
                        paramStart = i + 1;
                    }
                }
                continue;
            }
            if (c === 0x25) {
                if (isHex(value.charCodeAt(i + 1)) && isHex(value.charCodeAt(i + 2))) {
                    i += 2;
                    continue;
                }
            }
            else if (c === 0x23 && fragment < 0) {
                fragment = i;
                continue;
            }
            if (!invalidDone) {
                invalid =
                    c === 0x23
                        ? `a second "#" ${(0,core_text/* atCharacter */.xn)(value, i)}; percent-encode it as %23`
                        : charDetail(value, i, fragment >= 0 ? ' in the fragment' : queryAt >= 0 ? ' in the query' : ' in the path');
                invalidDone = true;
            }
        }
        else {
            if (firstNonAscii < 0)
                firstNonAscii = i;
            query ??= queryRange(value, authEnd) ?? false;
            const inQueryRange = query !== false && i >= query.start && i < query.end;
            if (isIriFault(value, i, inQueryRange)) {
                if (!invalidDone) {
                    invalid = iriFault(value, i, inQueryRange);
                    invalidDone = true;
                }
                continue;
            }
            if (nonAsciiAt < 0)
                nonAsciiAt = i;
            if (nonAsciiAsInvalid && !invalidDone) {
                invalid = nonAsciiDetail(value, i);
                invalidDone = true;
            }
        }
    }
    return { shape: '', colon, at, hostStart, hostEnd, hostText, host, hostNonAscii, port, hasPort, invalid, nonAsciiAt, firstNonAscii, fragment, sessionName };
}
/**
 * Judges one loc value against the `loc-*` rules that need only the value itself, and reports
 * each finding through `report` (rule id and message; the caller adds severity and position).
 *
 * `raw` is the loc as decoded from XML (entities resolved, CDATA unwrapped) or one line of a text
 * sitemap, untrimmed. Rules, in the order they are reported:
 * - `loc-empty` \u2014 nothing but whitespace (sitemaps.org). Nothing else is reported.
 * - `loc-whitespace` \u2014 XML whitespace (space, tab, CR, LF) before or after the URL (the sitemap
 *   XSD's xsd:anyURI collapses it; naive readers do not). Reported as `loc-invalid` in `strict`.
 * - `loc-too-long` \u2014 2,048 characters (code points) or more after trimming (sitemaps.org: "less
 *   than 2,048 characters"); or, for a value with non-ASCII characters, 2,048 or more once
 *   escaped to ASCII as a crawler requests it (sitemaps.org: URLs must be URL-escaped): each UTF-8
 *   byte of a non-ASCII character as %XX, a non-ASCII host in its ASCII (punycode) form. Once per
 *   loc; the message gives both lengths. Only values with non-ASCII characters are measured so.
 * - `loc-not-absolute` \u2014 no RFC 3986 scheme (a relative reference such as `/about/` or
 *   `www.example.org/x`; also a host and port read as a scheme, `localhost:8080/x`), an http or
 *   https URL without `//` and a host (`https:www.example.org`, a malformed http URL), or an empty
 *   host (sitemaps.org requires absolute URLs; Search Console "Invalid URL"). Nothing after it is
 *   reported and the result is undefined.
 * - `loc-scheme` \u2014 not http or https; with `policy.requireHttps` anything but https (sitemaps.org;
 *   policy). An absolute URI of another scheme without an authority (`mailto:`, `tel:`,
 *   `javascript:`, `data:`, `urn:`; RFC 3986 section 4.3) is reported here, not as
 *   `loc-not-absolute`; nothing after it is reported and the result is undefined.
 * - `loc-invalid` \u2014 the first place where the value is not an RFC 3986 URI: a space, a control
 *   character, a character RFC 3986 never allows (`<>"{}|\^` and backquote) or not where it stands
 *   (`[`/`]` outside an IP literal, a second `#`, `@` inside user information), a `%` without two
 *   hex digits, a bad IP literal or port. In `strict` also surrounding whitespace and non-ASCII
 *   characters. At most once per loc.
 * - `loc-non-ascii` \u2014 non-ASCII characters (an RFC 3987 IRI; sitemaps.org asks for percent-encoded
 *   UTF-8 and ASCII host names). Once per loc. Reported as `loc-invalid` in `strict`.
 * - `loc-userinfo` \u2014 `user@` or `user:pass@` before the host (seed contract; RFC 3986 section
 *   3.2.1).
 * - `loc-host` \u2014 `policy.hosts` is not empty and the lower-cased ASCII host is not exactly one of
 *   them (policy; Search Console "URL not allowed"). No suffix matching and no trailing-dot
 *   folding: `www.example.org.` and `evil.www.example.org` fail.
 * - `loc-port` \u2014 an explicit port, even `:443`, `:80` or an empty one (seed contract).
 * - `loc-fragment` \u2014 a `#`, even with nothing after it (seed contract).
 * - `loc-session-id` \u2014 a path or query parameter named like a session id: `jsessionid`,
 *   `PHPSESSID`, `sid`, `sessionid`, `session_id`, `ASPSESSIONID\u2026`, `CFID`, `CFTOKEN`, `osCsid`,
 *   `zenid`, `XTCsid`, case-insensitive (Google Search Central).
 *
 * A rule whose `policy.severities` entry is `off` is never reported (and the session id scan is
 * skipped). The `strict` mapping of `loc-whitespace` and `loc-non-ascii` to `loc-invalid` applies
 * unless `policy.rules` names those rules explicitly; then they are reported under their own ids.
 *
 * For authority parsing, a backslash also ends the authority (as WHATWG URL parsing does for
 * http and https), so `https://evil.org\@www.example.org/` has host `evil.org`, the host a
 * browser would visit. Every message is one sentence under 1,000 characters; the work is linear
 * in the length of `raw`.
 *
 * `totalLength`, when larger than `raw.length`, says that `raw` is only the first part of a loc of
 * that many code units (a text node too long to keep whole, see MAX_FIELD_CHARS in ./xml.ts): the
 * value is judged by that part, `loc-too-long` gives the exact length (`totalCharacters`, the
 * whole value's length in characters from the start of `raw`, when given; else `totalLength`),
 * and the end of the value (trailing whitespace, faults after the part) is not judged.
 *
 * @returns a {@link LocInfo} when the value is an absolute URL with a scheme and a non-empty host,
 *   even if rules fired; otherwise undefined.
 */
function checkLoc(raw, policy, report, totalLength = raw.length, totalCharacters) {
    // The common loc, decided by one regular-expression test: nothing to report, same result.
    if (raw.length < MAX_LOC_LENGTH && totalLength === raw.length && PLAIN_LOC.test(raw)) {
        const https = raw.charCodeAt(4) === 0x73;
        const hostEnd = raw.indexOf('/', https ? 8 : 7);
        const host = hostEnd < 0 ? raw.slice(https ? 8 : 7) : raw.slice(https ? 8 : 7, hostEnd);
        if ((https || !policy.requireHttps) && (policy.hosts.length === 0 || isAllowedHost(policy.hosts, host))) {
            return { value: raw, scheme: https ? 'https' : 'http', host, port: '', hasPort: false };
        }
    }
    return checkLocSlow(raw, policy, report, totalLength, totalCharacters);
}
/** The loc rules whose message gets {@link TEMPLATE_HINT} when the value holds template tags. */
const TEMPLATE_RULES = new Set(['loc-not-absolute', 'loc-invalid', 'loc-scheme']);
/** {@link checkLoc} without its shortcut for plain locs (the reference the shortcut is tested against). */
function checkLocSlow(raw, policy, report, totalLength = raw.length, totalCharacters) {
    const severities = policy.severities;
    const len0 = raw.length;
    const part = totalLength > len0;
    let start = 0;
    let end = len0;
    while (start < end && (0,core_text/* isXmlSpace */.Qj)(raw.charCodeAt(start)))
        start++;
    while (!part && end > start && (0,core_text/* isXmlSpace */.Qj)(raw.charCodeAt(end - 1)))
        end--;
    if (start === end && part) {
        // Whitespace as far as the kept part goes: the value starts with whitespace and is too long.
        const wsAsInvalid = policy.profile === 'strict' && policy.rules['loc-whitespace'] === undefined;
        const rule = wsAsInvalid ? 'loc-invalid' : 'loc-whitespace';
        if (severities[rule] !== 'off')
            report(rule, `The loc ${(0,core_text/* quoteShort */.pf)(raw)} has whitespace around the URL; remove the surrounding whitespace.`);
        if (severities['loc-too-long'] !== 'off') {
            report('loc-too-long', `The loc starts with more than ${thousands(len0)} characters of whitespace and is ${thousands(totalLength)} characters long in all; sitemaps.org requires fewer than 2,048.`);
        }
        return undefined;
    }
    if (start === end) {
        if (severities['loc-empty'] !== 'off') {
            report('loc-empty', len0 === 0 ? 'The loc is empty; give the absolute URL of the page.' : `The loc ${(0,core_text/* quoteShort */.pf)(raw)} holds only whitespace; give the absolute URL of the page.`);
        }
        return undefined;
    }
    const value = start === 0 && end === len0 ? raw : raw.slice(start, end);
    const len = value.length;
    if ((0,core_text/* holdsTemplateTags */._N)(value)) {
        // A loc of a layout (`{{ .Permalink }}`, `{{ site.url }}{{ post.url }}`): the advice to write
        // an absolute URL misleads; the file to check is the one the generator builds from it.
        const direct = report;
        report = (rule, message) => direct(rule, TEMPLATE_RULES.has(rule) ? message + core_text/* TEMPLATE_HINT */.Nm : message);
    }
    const strict = policy.profile === 'strict';
    const invalidOn = severities['loc-invalid'] !== 'off';
    const nonAsciiAsInvalid = strict && policy.rules['loc-non-ascii'] === undefined;
    // Once loc-invalid has been reported (or cannot be), no further faults are described.
    let invalidDone = !invalidOn;
    if (start > 0 || end < len0) {
        const wsAsInvalid = strict && policy.rules['loc-whitespace'] === undefined;
        const rule = wsAsInvalid ? 'loc-invalid' : 'loc-whitespace';
        if (severities[rule] !== 'off') {
            report(rule, `The loc ${(0,core_text/* quoteShort */.pf)(raw)} has whitespace around the URL${wsAsInvalid ? ', which the strict profile does not allow' : ''}; remove the surrounding whitespace.`);
        }
        if (wsAsInvalid)
            invalidDone = true;
    }
    // sitemaps.org counts characters: a character outside the BMP (two UTF-16 units) is one. A part
    // (the start of a loc too long to keep) is far over the limit whatever it holds.
    const fullLength = part ? (totalCharacters ?? totalLength) - start : len >= MAX_LOC_LENGTH ? (0,core_text/* codePointCount */.tO)(value) : len;
    let flags = 0;
    if (!invalidDone)
        flags |= SCAN_INVALID;
    if (nonAsciiAsInvalid)
        flags |= SCAN_NON_ASCII_INVALID;
    if (severities['loc-session-id'] !== 'off')
        flags |= SCAN_SESSION;
    const u = scanUri(value, flags);
    if (severities['loc-too-long'] !== 'off') {
        if (fullLength >= MAX_LOC_LENGTH) {
            report('loc-too-long', tooLongMessage(value, fullLength));
        }
        else {
            // Short as written, but a crawler requests the URL escaped to ASCII (only a value with
            // non-ASCII characters can grow).
            const from = u.shape === '' ? u.firstNonAscii : firstNonAsciiIndex(value);
            // A code unit takes at most 9 characters escaped (a host's ASCII form is counted apart): most
            // values are decided by that bound without a pass.
            if (from >= 0 && from + (len - from) * 9 + (u.hostNonAscii ? u.host.length : 0) >= MAX_LOC_LENGTH) {
                const escaped = escapedLength(value, from, u);
                if (escaped >= MAX_LOC_LENGTH)
                    report('loc-too-long', escapedTooLongMessage(value, (0,core_text/* codePointCount */.tO)(value), escaped, u.hostNonAscii && u.host !== u.hostText.toLowerCase()));
            }
        }
    }
    if (u.shape !== '') {
        const scheme = u.colon >= 0 ? value.slice(0, u.colon).toLowerCase() : '';
        const hostAndPort = u.shape === 'no-authority' && looksLikeHostAndPort(value, u.colon);
        if (u.shape === 'no-authority' && !hostAndPort && scheme !== 'http' && scheme !== 'https') {
            // An absolute URI of another scheme (RFC 3986 section 4.3): mailto:, tel:, javascript:, data:, urn:...
            if (severities['loc-scheme'] !== 'off')
                report('loc-scheme', schemeMessage(value, scheme, policy.requireHttps));
            return undefined;
        }
        if (severities['loc-not-absolute'] !== 'off')
            report('loc-not-absolute', notAbsoluteMessage(value, u.shape, u.colon, hostAndPort));
        return undefined;
    }
    const { colon, at, hostStart, hostEnd, hostText, host, hostNonAscii, port, hasPort, invalid, nonAsciiAt, fragment, sessionName } = u;
    const scheme = value.slice(0, colon).toLowerCase();
    if (scheme !== 'https' && severities['loc-scheme'] !== 'off' && (policy.requireHttps || scheme !== 'http')) {
        report('loc-scheme', schemeMessage(value, scheme, policy.requireHttps));
    }
    if (invalid !== undefined) {
        report('loc-invalid', `The loc ${(0,core_text/* quoteShort */.pf)(value)} is not a valid URI: it has ${invalid}.`);
    }
    if (nonAsciiAt >= 0 && !nonAsciiAsInvalid && severities['loc-non-ascii'] !== 'off') {
        // In the host or port, percent-encoding is no fix: a host is written in ASCII (punycode).
        const inAuthority = nonAsciiAt >= hostStart && nonAsciiAt < hostEnd + (hasPort ? 1 + port.length : 0);
        report('loc-non-ascii', !inAuthority
            ? `The loc ${(0,core_text/* quoteShort */.pf)(value)} has ${nonAsciiDetail(value, nonAsciiAt)} (sitemaps.org asks for URLs escaped to ASCII).`
            : hostNonAscii && host !== hostText.toLowerCase()
                ? `The loc ${(0,core_text/* quoteShort */.pf)(value)} has the non-ASCII host ${(0,core_text/* quoteShort */.pf)(hostText, 100)}; write it in ASCII as ${(0,core_text/* quoteShort */.pf)(host, 100)} (sitemaps.org asks for URLs escaped to ASCII).`
                : `The loc ${(0,core_text/* quoteShort */.pf)(value)} has ${hostNonAsciiDetail(value, nonAsciiAt, nonAsciiAt < hostEnd)} (sitemaps.org asks for URLs escaped to ASCII).`);
    }
    if (at >= 0 && severities['loc-userinfo'] !== 'off') {
        report('loc-userinfo', `The loc ${(0,core_text/* quoteShort */.pf)(value)} has user information before the host (the part ending in "@"); remove it and list the plain URL.`);
    }
    if (policy.hosts.length > 0 && severities['loc-host'] !== 'off' && !isAllowedHost(policy.hosts, host)) {
        report('loc-host', `The loc ${(0,core_text/* quoteShort */.pf)(value)} has host ${(0,core_text/* quoteShort */.pf)(host, 100)}, which is not one of the allowed hosts (${allowedHosts(policy.hosts)}).`);
    }
    if (hasPort && severities['loc-port'] !== 'off') {
        report('loc-port', port === ''
            ? `The loc ${(0,core_text/* quoteShort */.pf)(value)} has an empty port (a ":" after the host); remove the colon.`
            : `The loc ${(0,core_text/* quoteShort */.pf)(value)} has the explicit port ${(0,core_text/* quoteShort */.pf)(`:${port}`, 40)}; list the URL without a port.`);
    }
    if (fragment >= 0 && severities['loc-fragment'] !== 'off') {
        // A fragment is quoted by its first 60 characters; one more is passed so that a longer one is
        // quoted with "\u2026".
        report('loc-fragment', fragment === len - 1
            ? `The loc ${(0,core_text/* quoteShort */.pf)(value)} ends with an empty fragment ("#"); remove the "#", crawlers drop it.`
            : `The loc ${(0,core_text/* quoteShort */.pf)(value)} has the fragment ${(0,core_text/* quoteShort */.pf)(value.slice(fragment, fragment + 61), 60)}; remove it, crawlers drop everything after "#".`);
    }
    if (sessionName !== '') {
        report('loc-session-id', `The loc ${(0,core_text/* quoteShort */.pf)(value)} carries a session id (${(0,core_text/* quoteShort */.pf)(sessionName, 40)}); list the URL without it.`);
    }
    return { value, scheme, host, port, hasPort };
}


/***/ }),

/***/ 3468:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Ao: () => (/* binding */ ownString),
/* harmony export */   RM: () => (/* binding */ LocPlaces),
/* harmony export */   f8: () => (/* binding */ comparePlace),
/* harmony export */   gT: () => (/* binding */ grown)
/* harmony export */ });
/* unused harmony export hashOf */
/**
 * Where each distinct loc of a run was listed, in a compact form for the checks across files
 * (`loc-duplicate-across-files`, `hreflang-return-link`, `page-missing`).
 *
 * A run of 1,000,000 urls keeps 1,000,000 locs for the whole run, so the layout matters: an
 * open-addressing hash table of two Int32Arrays (the FNV-1a hash of each loc and its id; a lookup
 * compares strings only when the hashes are equal), the loc texts in one array, the first place of
 * every loc in typed arrays indexed by id (file number, line, column), and the rare later places in
 * a side map. Measured on 1,000,000 locs, this takes a fraction of the time of a Map of the same
 * strings, whose entries are scattered over a large table.
 * No object per loc. The loc texts are kept as given: the checkers hand over strings of their own
 * ({@link ownString}), so a kept loc never holds on to the 64 KiB chunk of the document it came from.
 */
/**
 * A stored file number holds the place's `extensions` bits (../entries.ts: NEWS_OR_VIDEO, IMAGES)
 * from bit 30 up, which a run of at most 100,000 files never uses.
 */
const EXTENSION_SHIFT = 30;
const FILE_MASK = (1 << EXTENSION_SHIFT) - 1;
/** Orders places by file path, then line, then column. */
function comparePlace(a, b) {
    return (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column;
}
/**
 * A copy of `s` that does not share memory with a larger string. V8 represents `slice()` results of
 * 13 characters or more as views into the original string; a concatenation is flattened into a
 * fresh string when it is sliced, which leaves a string of `s.length + 1` characters behind the view.
 */
function ownString(s) {
    return s.length < 13 ? s : `${s}\u0000`.slice(0, -1);
}
/** Longest probe sequence of the hash table before the Map takes over (see `flooded`). */
const MAX_PROBES = 64;
/** FNV-1a over the UTF-16 code units of `s` (32 bits). */
function hashOf(s) {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++)
        h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return h;
}
/** The distinct locs of a run and their places (see the module comment). */
class LocPlaces {
    hash;
    /** Hash table: the hash of the loc in each slot, and its id + 1 (0: empty); at most half full. */
    slotHashes = new Int32Array(2048);
    slotIds = new Int32Array(2048);
    /**
     * Ids by loc in a Map, once a probe sequence got longer than MAX_PROBES: FNV-1a is not made to
     * resist inputs crafted to collide, and a pull request's sitemaps are untrusted. The Map (whose
     * hash V8 seeds per process) then takes over, so the work stays linear whatever the locs.
     */
    flooded;
    keys = [];
    files = new Uint32Array(1024);
    /** Lines and columns: Float64Array, since a column of a one-line file can pass 2^32 only in theory, but exactly. */
    lines = new Float64Array(1024);
    columns = new Float64Array(1024);
    /**
     * Places after the first, as linked lists in parallel typed arrays (24 bytes a place, not an
     * object: 260 files repeating 50,000 locs make 13 million of them): `laterHead`/`laterTail` by
     * loc id (-1: none), then file, line, column and the next place's index.
     */
    laterHead = new Int32Array(1024).fill(-1);
    laterTail = new Int32Array(1024).fill(-1);
    laterFiles = new Uint32Array(1024);
    laterLines = new Float64Array(1024);
    laterColumns = new Float64Array(1024);
    laterNext = new Int32Array(1024);
    laterCount = 0;
    /** Ids of the locs listed more than once, in the order first repeated. */
    repeatedIds = [];
    fileNames = [];
    fileIds = new Map();
    /**
     * The first place (see `first`) of the locs listed more than once that were looked up, by id;
     * an id's entry is dropped when a place is added to it. A loc listed 40,000 times and named by
     * 40,000 hreflang alternates was otherwise walked in full for each of them (1.6 billion places).
     */
    firstCache = new Map();
    /** Later places walked by `first` (a measure of its work, for tests). */
    scanned = 0;
    /** `hash`: the string hash of the table (FNV-1a; tests pass a worse one). */
    constructor(hash = hashOf) {
        this.hash = hash;
    }
    /** Number of distinct locs. */
    get size() {
        return this.keys.length;
    }
    /** Number of places after the first of their loc (repeats across and within files). */
    get repeats() {
        return this.laterCount;
    }
    /** The number of a file path (its index in the run's file list here). */
    fileId(file) {
        let id = this.fileIds.get(file);
        if (id === undefined) {
            id = this.fileNames.length;
            this.fileNames.push(file);
            this.fileIds.set(file, id);
        }
        return id;
    }
    /**
     * Records that `loc` (already trimmed) was listed at `line`/`column` of file number `file`, by an
     * entry with the `extensions` bits given (kept in the top bits of the file number).
     */
    add(loc, file, line, column, extensions = 0) {
        if (extensions !== 0)
            file = (file | (extensions << EXTENSION_SHIFT)) >>> 0;
        let h = 0;
        let slot = -1;
        if (!this.flooded) {
            h = this.hash(loc);
            slot = this.slotOf(loc, h);
        }
        // slotOf may have handed over to the Map.
        const map = this.flooded;
        const known = map ? (map.get(loc) ?? -1) : this.slotIds[slot] - 1;
        if (known >= 0) {
            const k = this.laterCount;
            if (k === this.laterNext.length)
                this.growLater();
            this.laterFiles[k] = file;
            this.laterLines[k] = line;
            this.laterColumns[k] = column;
            this.laterNext[k] = -1;
            this.laterCount = k + 1;
            const tail = this.laterTail[known];
            this.firstCache.delete(known);
            if (tail < 0) {
                this.laterHead[known] = k;
                this.repeatedIds.push(known);
            }
            else {
                this.laterNext[tail] = k;
            }
            this.laterTail[known] = k;
            return;
        }
        const id = this.keys.length;
        if (id === this.files.length)
            this.grow();
        this.keys.push(loc);
        if (map) {
            map.set(loc, id);
        }
        else {
            this.slotHashes[slot] = h;
            this.slotIds[slot] = id + 1;
            if (this.keys.length * 2 > this.slotIds.length)
                this.rehash();
        }
        this.files[id] = file;
        this.lines[id] = line;
        this.columns[id] = column;
    }
    /** Every place of `loc` in the order added, or undefined when it was never listed. */
    places(loc) {
        const id = this.idOf(loc);
        return id < 0 ? undefined : this.placesOf(id);
    }
    /** The first place of `loc` by path and position, or undefined. */
    first(loc) {
        const id = this.idOf(loc);
        if (id < 0)
            return undefined;
        if (this.laterHead[id] < 0)
            return this.firstOf(id);
        const cached = this.firstCache.get(id);
        if (cached !== undefined)
            return { ...cached };
        let best = this.firstOf(id);
        for (let k = this.laterHead[id]; k >= 0; k = this.laterNext[k]) {
            this.scanned++;
            const place = this.laterOf(k);
            if (comparePlace(place, best) < 0)
                best = place;
        }
        this.firstCache.set(id, best);
        return { ...best };
    }
    /** The locs listed more than once, with all their places (in the order added). */
    *repeated() {
        for (const id of this.repeatedIds)
            yield [this.keys[id], this.placesOf(id)];
    }
    /** Every loc with all its places, in the order first added. */
    *entries() {
        for (let id = 0; id < this.keys.length; id++)
            yield [this.keys[id], this.placesOf(id)];
    }
    /** The id of `loc`, or -1. */
    idOf(loc) {
        if (!this.flooded) {
            const slot = this.slotOf(loc, this.hash(loc));
            if (slot >= 0)
                return this.slotIds[slot] - 1;
        }
        return this.flooded?.get(loc) ?? -1;
    }
    /**
     * The slot holding `loc` (hash `h`), or the empty slot where it would go; -1 when the probe
     * sequence passed MAX_PROBES (the Map of `flooded` has taken over then).
     */
    slotOf(loc, h) {
        const ids = this.slotIds;
        const mask = ids.length - 1;
        let probes = 0;
        for (let i = h & mask;; i = (i + 1) & mask) {
            const id = ids[i];
            if (id === 0 || (this.slotHashes[i] === h && this.keys[id - 1] === loc))
                return i;
            if (++probes > MAX_PROBES) {
                this.flood();
                return -1;
            }
        }
    }
    /** Moves the ids into a Map (see `flooded`) and drops the hash table. */
    flood() {
        const map = new Map();
        for (let id = 0; id < this.keys.length; id++)
            map.set(this.keys[id], id);
        this.flooded = map;
        this.slotHashes = new Int32Array(0);
        this.slotIds = new Int32Array(0);
    }
    /** Doubles the hash table, placing each id again by its stored hash. */
    rehash() {
        const oldHashes = this.slotHashes;
        const oldIds = this.slotIds;
        const size = oldIds.length * 2;
        const mask = size - 1;
        const hashes = new Int32Array(size);
        const ids = new Int32Array(size);
        for (let j = 0; j < oldIds.length; j++) {
            const id = oldIds[j];
            if (id === 0)
                continue;
            const h = oldHashes[j];
            let i = h & mask;
            while (ids[i] !== 0)
                i = (i + 1) & mask;
            hashes[i] = h;
            ids[i] = id;
        }
        this.slotHashes = hashes;
        this.slotIds = ids;
    }
    firstOf(id) {
        return this.place(this.files[id], this.lines[id], this.columns[id]);
    }
    laterOf(k) {
        return this.place(this.laterFiles[k], this.laterLines[k], this.laterColumns[k]);
    }
    /** The place of a file number as stored (with the `extensions` bits), line and column. */
    place(stored, line, column) {
        const place = { file: this.fileNames[stored & FILE_MASK], line, column };
        const extensions = stored >>> EXTENSION_SHIFT;
        if (extensions !== 0)
            place.extensions = extensions;
        return place;
    }
    placesOf(id) {
        const places = [this.firstOf(id)];
        for (let k = this.laterHead[id]; k >= 0; k = this.laterNext[k])
            places.push(this.laterOf(k));
        return places;
    }
    growLater() {
        const n = this.laterNext.length * 2;
        this.laterFiles = grown(this.laterFiles, n);
        this.laterLines = grown(this.laterLines, n);
        this.laterColumns = grown(this.laterColumns, n);
        this.laterNext = grown(this.laterNext, n);
    }
    grow() {
        const n = this.files.length * 2;
        this.files = grown(this.files, n);
        this.lines = grown(this.lines, n);
        this.columns = grown(this.columns, n);
        this.laterHead = grown(this.laterHead, n, -1);
        this.laterTail = grown(this.laterTail, n, -1);
    }
}
/** A copy of `a` of length `n` (>= its own), the new elements `fill` (default 0). */
function grown(a, n, fill) {
    const b = new a.constructor(n);
    if (fill !== undefined)
        b.fill(fill);
    b.set(a);
    return b;
}


/***/ }),

/***/ 6390:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FR: () => (/* binding */ failsRun),
/* harmony export */   JJ: () => (/* binding */ shownValue),
/* harmony export */   d$: () => (/* binding */ FAIL_ON),
/* harmony export */   e6: () => (/* binding */ isStringList),
/* harmony export */   f3: () => (/* binding */ SEVERITY_RANK),
/* harmony export */   jI: () => (/* binding */ PROFILES),
/* harmony export */   nZ: () => (/* binding */ resolvePolicy),
/* harmony export */   oC: () => (/* binding */ SEVERITIES),
/* harmony export */   pn: () => (/* binding */ PolicyError),
/* harmony export */   u_: () => (/* binding */ LASTMOD_MODES)
/* harmony export */ });
/* unused harmony exports DEFAULT_MAX_BYTES, DEFAULT_MAX_URLS, DEFAULT_MAX_ANNOTATIONS, normaliseHost, isResolvedPolicy */
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3136);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7975);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4483);
/* harmony import */ var _freeze_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(7659);
/* harmony import */ var _site_url_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9007);
/**
 * The policy: what a run checks and how severely. One shape for the action inputs, the CLI flags,
 * the config file and the library. `resolvePolicy` validates a partial policy and fills defaults
 * from the profile (INTERFACE.md "Policy").
 */





/** The keys of PolicyInput (a typo such as `host` is an error, not silently ignored). */
const POLICY_KEYS = new Set([
    'profile',
    'hosts',
    'requireHttps',
    'maxBytes',
    'maxUrls',
    'lastmod',
    'rules',
    'failOn',
    'maxAnnotations',
    'now',
    'baseUrl',
    'siteDir',
    'checkPages',
]);
/** A bad policy value. The message names the input and the accepted values. */
class PolicyError extends Error {
    /** The input at fault, e.g. `max-bytes`. */
    input;
    constructor(input, message) {
        super(message);
        this.name = 'PolicyError';
        this.input = input;
    }
}
// The accepted values are frozen: every later run validates against them.
const PROFILES = Object.freeze(['protocol', 'google', 'strict']);
const LASTMOD_MODES = Object.freeze(['w3c', 'xsd', 'date']);
const FAIL_ON = Object.freeze(['error', 'warning', 'never']);
const SEVERITIES = Object.freeze(['error', 'warning', 'notice', 'off']);
const DEFAULT_MAX_BYTES = 52_428_800;
const DEFAULT_MAX_URLS = 50_000;
const DEFAULT_MAX_ANNOTATIONS = 10;
function oneOf(input, value, accepted) {
    if (typeof value === 'string' && accepted.includes(value))
        return value;
    throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use one of ${accepted.join(', ')}.`);
}
function positiveInteger(input, value) {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0)
        return value;
    if (tooLargeInteger(value))
        throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use a whole number from 1 to ${Number.MAX_SAFE_INTEGER} (larger numbers are not held exactly).`);
    throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use a whole number greater than 0.`);
}
/**
 * Normalises one allowed host as loc-host compares the host of a loc: lower case, a non-ASCII
 * name to punycode (UTS #46), and otherwise as written: the URL parser's other rewrites (IPv4
 * shorthand `1.2.3` to `1.2.0.3`, `0x7f.1` to `127.0.0.1`, percent-decoding) would make a host
 * that no loc as written can match. Throws PolicyError for anything that is not a bare host name
 * (a scheme, a path, a port, a wildcard, a percent sign, an IPv6 literal, a character no host
 * name can hold).
 */
function normaliseHost(host) {
    const h = host.trim();
    const refuse = () => {
        throw new PolicyError('hosts', `hosts: ${shownValue(host)} is not accepted; give bare host names such as www.example.org (no scheme, port, path or wildcard).`);
    };
    if (h === '' || !/^[^/:?#@\s*%\\[\]]+$/.test(h))
        refuse();
    const lower = h.toLowerCase();
    const ascii = /^[\x00-\x7f]*$/.test(lower) ? lower : h.length > 253 ? '' : (0,node_url__WEBPACK_IMPORTED_MODULE_0__.domainToASCII)(lower);
    if (ascii === '')
        refuse();
    // The URL parser refuses what no host can hold (forbidden host code points).
    try {
        if (new URL(`http://${ascii}/`).hostname === '')
            refuse();
    }
    catch (e) {
        if (e instanceof PolicyError)
            throw e;
        refuse();
    }
    return ascii;
}
/**
 * A setting's value as a message quotes it: strings in JSON quotes (cut at 100 characters),
 * numbers as written (NaN, Infinity), anything else as JSON, or a description when JSON has
 * none (a value that contains itself, a BigInt, a function).
 */
function shownValue(value) {
    if (typeof value === 'string')
        return JSON.stringify(value.length > 100 ? `${value.slice(0, 100)}\u2026` : value);
    if (typeof value === 'number')
        return String(value);
    if (typeof value === 'bigint')
        return `${value}n`;
    let json;
    try {
        json = JSON.stringify(value);
    }
    catch {
        return 'a value that contains itself (a YAML alias of its own node)';
    }
    if (json === undefined)
        return typeof value === 'function' ? 'a function' : String(value);
    return json.length > 100 ? `${json.slice(0, 100)}\u2026` : json;
}
/**
 * True for an array of strings without holes. A sparse array (or a proxy that claims more
 * elements than it holds) is refused before any walk over it: `some` and `filter` count up to its
 * length, which may be 2^32 - 1, however few elements it has.
 */
function isStringList(value) {
    return Array.isArray(value) && Object.keys(value).length === value.length && value.every((x) => typeof x === 'string');
}
/** The policies resolvePolicy returned: the only ones used without validating them again. */
const RESOLVED = new WeakSet();
/** True for a policy resolvePolicy returned (frozen, so still as it was validated). */
function isResolvedPolicy(value) {
    return typeof value === 'object' && value !== null && RESOLVED.has(value);
}
/** The clock of a resolved policy: a Date whose setters throw, so a frozen policy keeps its time. */
class FixedDate extends Date {
}
for (const name of Object.getOwnPropertyNames(Date.prototype)) {
    if (!name.startsWith('set'))
        continue;
    Object.defineProperty(FixedDate.prototype, name, {
        value() {
            throw new TypeError(`now of a resolved policy cannot be changed (${name}); resolve a policy with another now instead.`);
        },
    });
}
Object.freeze(FixedDate.prototype);
/**
 * Validates a policy and fills its defaults. Throws PolicyError naming the first bad input.
 *
 * `input` is a PolicyInput, or a Policy: one resolvePolicy returned is returned as it is (it is
 * frozen, so still valid); any other object of Policy's shape (a spread of a resolved policy with
 * a field changed, one made by hand) is validated like an input, field by field, and its
 * `severities`, when present, must be what its `profile`, `rules` and `checkPages` make them.
 *
 * The result is a new policy, deeply frozen (changing it throws in strict mode), that shares
 * nothing with `input`: a later change to the caller's arrays, objects or Date changes no run.
 */
function resolvePolicy(input = {}) {
    if (isResolvedPolicy(input))
        return input;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
        throw new PolicyError('policy', 'policy: give an object of settings, such as { hosts: ["www.example.org"] }.');
    }
    for (const key of Object.keys(input)) {
        if (!POLICY_KEYS.has(key) && key !== 'severities') {
            throw new PolicyError(key, `${key}: is not a policy key; the keys are ${[...POLICY_KEYS].join(', ')}.`);
        }
    }
    const profile = input.profile === undefined ? 'protocol' : oneOf('profile', input.profile, PROFILES);
    if (input.hosts !== undefined && !isStringList(input.hosts)) {
        const holes = Array.isArray(input.hosts) && Object.keys(input.hosts).length !== input.hosts.length;
        const shown = holes ? `an array with holes (length ${input.hosts.length})` : shownValue(input.hosts);
        throw new PolicyError('hosts', `hosts: ${shown} is not accepted; give an array of host names, such as ["www.example.org"].`);
    }
    const hosts = [...new Set((input.hosts ?? []).filter((h) => h.trim() !== '').map(normaliseHost))];
    if (input.requireHttps !== undefined && typeof input.requireHttps !== 'boolean') {
        throw new PolicyError('require-https', `require-https: ${shownValue(input.requireHttps)} is not accepted; use true or false.`);
    }
    const requireHttps = input.requireHttps ?? profile === 'strict';
    const maxBytes = input.maxBytes === undefined ? DEFAULT_MAX_BYTES : positiveInteger('max-bytes', input.maxBytes);
    const maxUrls = input.maxUrls === undefined ? DEFAULT_MAX_URLS : positiveInteger('max-urls', input.maxUrls);
    const lastmod = input.lastmod === undefined ? (profile === 'strict' ? 'date' : 'w3c') : oneOf('lastmod', input.lastmod, LASTMOD_MODES);
    const failOn = input.failOn === undefined ? 'error' : oneOf('fail-on', input.failOn, FAIL_ON);
    const maxAnnotations = input.maxAnnotations === undefined ? DEFAULT_MAX_ANNOTATIONS : nonNegativeInteger('max-annotations', input.maxAnnotations);
    const time = input.now === undefined ? Date.now() : timeOf(input.now);
    if (Number.isNaN(time)) {
        throw new PolicyError('now', `now: ${node_util__WEBPACK_IMPORTED_MODULE_1__.types.isDate(input.now) ? 'an invalid Date' : shownValue(input.now)} is not accepted; give a valid Date, e.g. new Date('2026-01-31T12:00:00Z').`);
    }
    const now = new FixedDate(time);
    const rules = {};
    if (input.rules !== undefined && (typeof input.rules !== 'object' || input.rules === null || Array.isArray(input.rules))) {
        throw new PolicyError('rules', `rules: ${shownValue(input.rules)} is not accepted; give an object of rule ids and severities, such as { "loc-fragment": "error" }.`);
    }
    for (const [id, severity] of Object.entries(input.rules ?? {})) {
        if (!_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES_BY_ID */ .kF.has(id)) {
            throw new PolicyError('rules', `rules: ${JSON.stringify(id)} is not a rule id; see the rule table in the README (e.g. loc-host, lastmod-format).`);
        }
        rules[id] = oneOf(`rules (${id})`, severity, SEVERITIES);
    }
    const { baseUrl, siteDir, checkPages } = sitePolicy(input);
    const severities = {};
    for (const rule of _rules_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES */ .y0)
        severities[rule.id] = rules[rule.id] ?? rule.severity[profile];
    // An override of a rule that others were split out of (RULES.md's video-value, news-value) sets them too.
    for (const rule of _rules_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES */ .y0) {
        const given = rules[rule.id];
        if (given === undefined || !rule.covers)
            continue;
        for (const id of rule.covers)
            if (rules[id] === undefined)
                severities[id] = given;
    }
    // check-pages turns page-missing on (off in every profile), unless a rules override says otherwise.
    if (checkPages && rules['page-missing'] === undefined)
        severities['page-missing'] = 'error';
    if ('severities' in input && input.severities !== undefined)
        sameSeverities(input.severities, severities, profile);
    const policy = {
        profile,
        hosts,
        requireHttps,
        maxBytes,
        maxUrls,
        lastmod,
        rules,
        failOn,
        maxAnnotations,
        now,
        ...(baseUrl === undefined ? {} : { baseUrl }),
        siteDir,
        checkPages,
        severities,
    };
    (0,_freeze_js__WEBPACK_IMPORTED_MODULE_3__/* .deepFreeze */ .o)(policy);
    RESOLVED.add(policy);
    return policy;
}
/**
 * The time of a Date (NaN for an invalid one, or anything else, such as an object that only looks
 * like a Date). A Date of another realm (a test runner's context of its own, node:vm) is a Date too.
 */
function timeOf(value) {
    if (!node_util__WEBPACK_IMPORTED_MODULE_1__.types.isDate(value))
        return NaN;
    try {
        return Date.prototype.getTime.call(value);
    }
    catch {
        return NaN;
    }
}
/**
 * Checks the `severities` of a Policy-shaped input: every rule of the catalog, each at the
 * severity that the input's profile, rules and check-pages give it (`derived`), and nothing else.
 */
function sameSeverities(given, derived, profile) {
    const advice = 'severities follows from profile, rules and check-pages: leave it out (e.g. const { severities, ...input } = policy) and set a severity through rules';
    if (typeof given !== 'object' || given === null || Array.isArray(given)) {
        throw new PolicyError('severities', `severities: ${shownValue(given)} is not accepted; ${advice}.`);
    }
    const map = given;
    for (const id of Object.keys(map)) {
        if (!_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES_BY_ID */ .kF.has(id))
            throw new PolicyError('severities', `severities: ${JSON.stringify(id)} is not a rule id; ${advice}.`);
    }
    for (const rule of _rules_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES */ .y0) {
        const value = Object.hasOwn(map, rule.id) ? map[rule.id] : undefined;
        if (value === derived[rule.id])
            continue;
        const is = value === undefined ? 'missing' : shownValue(value);
        throw new PolicyError('severities', `severities: ${JSON.stringify(rule.id)} is ${is}, but profile ${JSON.stringify(profile)}, rules and check-pages make it ${JSON.stringify(derived[rule.id])}; ${advice}.`);
    }
}
/** Validates the site settings: `base-url`, and `site-dir` and `check-pages`, which need it. */
function sitePolicy(input) {
    let baseUrl;
    if (input.baseUrl !== undefined && input.baseUrl !== '') {
        const parsed = typeof input.baseUrl === 'string' ? (0,_site_url_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBaseUrl */ .Q2)(input.baseUrl) : 'give an absolute http or https URL such as https://www.example.org/';
        if (typeof parsed === 'string')
            throw new PolicyError('base-url', `base-url: ${shownValue(input.baseUrl)} is not accepted; ${parsed}.`);
        baseUrl = parsed.href;
    }
    const siteDir = input.siteDir === undefined || input.siteDir === '' ? '.' : input.siteDir;
    if (typeof siteDir !== 'string' || siteDir.includes('\0')) {
        throw new PolicyError('site-dir', `site-dir: ${shownValue(input.siteDir)} is not accepted; give a folder inside the workspace, e.g. public.`);
    }
    if (input.checkPages !== undefined && typeof input.checkPages !== 'boolean') {
        throw new PolicyError('check-pages', `check-pages: ${shownValue(input.checkPages)} is not accepted; use true or false.`);
    }
    const checkPages = input.checkPages ?? false;
    if (baseUrl === undefined) {
        if (siteDir.trim() !== '.' && siteDir.trim() !== './') {
            throw new PolicyError('site-dir', `site-dir: ${JSON.stringify(siteDir)} needs base-url, the public URL at which the folder is served (e.g. https://www.example.org/).`);
        }
        if (checkPages) {
            throw new PolicyError('check-pages', 'check-pages: true needs base-url, the public URL at which site-dir is served (e.g. https://www.example.org/).');
        }
    }
    return baseUrl === undefined ? { siteDir, checkPages } : { baseUrl, siteDir, checkPages };
}
function nonNegativeInteger(input, value) {
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
        return value;
    if (tooLargeInteger(value))
        throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use a whole number from 0 to ${Number.MAX_SAFE_INTEGER} (larger numbers are not held exactly).`);
    throw new PolicyError(input, `${input}: ${shownValue(value)} is not accepted; use a whole number, 0 or more.`);
}
/** A finite number past Number.MAX_SAFE_INTEGER: a whole number, but not one a limit can be set to exactly. */
function tooLargeInteger(value) {
    return typeof value === 'number' && Number.isFinite(value) && value > Number.MAX_SAFE_INTEGER;
}
/** Severity rank, most severe first: error 0, warning 1, notice 2. */
const SEVERITY_RANK = Object.freeze({ error: 0, warning: 1, notice: 2 });
/** True when a finding of this severity fails the run under `failOn`. */
function failsRun(severity, failOn) {
    if (failOn === 'never')
        return false;
    return SEVERITY_RANK[severity] <= SEVERITY_RANK[failOn];
}


/***/ }),

/***/ 4483:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  y0: () => (/* binding */ RULES),
  kF: () => (/* binding */ RULES_BY_ID),
  KX: () => (/* binding */ isRuleId),
  hS: () => (/* binding */ ruleDocsUrl)
});

// UNUSED EXPORTS: REPOSITORY

;// CONCATENATED MODULE: ./build/core/extensions/rules.js
const sev = (protocol, google) => ({ protocol, google, strict: 'off' });
const IMAGE_DOC = 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/image-sitemaps';
const IMAGE_XSD = 'http://www.google.com/schemas/sitemap-image/1.1/sitemap-image.xsd';
const VIDEO_DOC = 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/video-sitemaps';
const VIDEO_XSD = 'http://www.google.com/schemas/sitemap-video/1.1/sitemap-video.xsd';
const NEWS_DOC = 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap';
const NEWS_XSD = 'http://www.google.com/schemas/sitemap-news/0.9/sitemap-news.xsd';
const HREFLANG_DOC = 'https://developers.google.com/search/docs/specialty/international/localized-versions';
const DEPRECATIONS = 'https://developers.google.com/search/blog/2022/05/spring-cleaning-sitemap-extensions';
const BCP47 = 'https://www.rfc-editor.org/rfc/rfc5646';
/** Extension rules, in catalog order (frozen; ../rules.ts freezes each definition with the catalog). */
const EXTENSION_RULES = Object.freeze([
    // Common to the known extension namespaces
    {
        id: 'extension-placement', area: 'extension', severity: sev('error', 'error'),
        description: 'An element of a known extension namespace where its schema does not allow it: an `image:image` inside another, an `image:loc` directly in `url`, a `video:title` inside `news:news`, any element inside a text-only field; or an element of the image, video or news schemas or an `xhtml:link` outside any `url` (directly in `urlset` before, between or after the entries, in a sitemap index, or inside an element of another namespace there), where it describes no page and Google ignores it (its contents are then not judged).',
        source: `extension XSDs (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD}); Google Search Central (${IMAGE_DOC}, ${VIDEO_DOC}, ${NEWS_DOC}, ${HREFLANG_DOC}: the tags go in a url)`,
        example: '`<image:image><image:image>...</image:image></image:image>`',
    },
    {
        id: 'extension-unknown-element', area: 'extension', severity: sev('warning', 'warning'),
        description: 'An element of the image, video, news or xhtml namespace that its schema does not define (often a typo or wrong case); search engines ignore it.',
        source: `extension XSDs (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD})`,
        example: '`<image:image><image:url>...</image:url></image:image>`',
    },
    {
        id: 'extension-duplicate', area: 'extension', severity: sev('error', 'error'),
        description: 'A child that its schema allows once appears twice (two `image:loc` in one image, two `video:title`, two `news:news` in one `url`, a second `video:restriction`...).',
        source: `extension XSDs; Google Search Central (${NEWS_DOC}: one news:news per url)`,
        example: '`<video:video><video:title>A</video:title><video:title>B</video:title>...`',
    },
    {
        id: 'extension-order', area: 'extension', severity: sev('error', 'warning'),
        description: 'Children of `video:video`, `news:news` or `news:publication` not in the order their XSD sequence fixes (Google does not mind; a schema validator does); once per element. The `video:video` fields after `publication_date` (`tag`, `family_friendly`, `restriction`, `requires_subscription`, `uploader`, `platform`, `live`...) are not checked among themselves. Children Google no longer reads (`image-deprecated`, `video-deprecated`, `news-deprecated`: every child of `image:image` but `image:loc`) are left out of the comparison: their own finding says to remove them.',
        source: `extension XSDs (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD})`,
        example: '`<video:video><video:title>...</video:title><video:thumbnail_loc>...`',
    },
    {
        id: 'extension-text', area: 'extension', severity: sev('error', 'error'),
        description: 'Text other than whitespace directly inside an extension element that holds only elements (`image:image`, `video:video`, `news:news`, `news:publication`, `xhtml:link`).',
        source: `extension XSDs, element-only content (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD})`,
        example: '`<image:image>photo<image:loc>...</image:loc></image:image>`',
    },
    {
        id: 'extension-attribute', area: 'extension', severity: sev('warning', 'warning'),
        description: 'An attribute that the schema does not define on a known extension element; it is ignored.',
        source: `extension XSDs (${IMAGE_XSD}, ${VIDEO_XSD}, ${NEWS_XSD})`,
        example: '`<image:loc width="300">...</image:loc>`',
    },
    // Image
    {
        id: 'image-loc-missing', area: 'image', severity: sev('error', 'error'),
        description: 'An `image:image` without `image:loc`.',
        source: `Google Search Central: image sitemaps (${IMAGE_DOC}); ${IMAGE_XSD}`,
        example: '`<image:image><image:caption>Logo</image:caption></image:image>`',
    },
    {
        id: 'image-loc-invalid', area: 'image', severity: sev('error', 'error'),
        description: 'An `image:loc` that is empty or not an absolute http(s) URL: relative, another scheme, or not an RFC 3986 URI as `loc-invalid` judges a loc (spaces, characters such as `<>"{}|\\^`, `[`/`]` outside an IP literal, a second `#`, malformed `%` escapes, a bad IP literal or port).',
        source: `Google Search Central: image sitemaps (${IMAGE_DOC}); RFC 3986`,
        example: '`<image:loc>/images/logo.png</image:loc>`',
    },
    {
        id: 'image-count', area: 'image', severity: sev('error', 'error'),
        description: 'More than 1,000 `image:image` elements in one `url` (reported at the 1,001st).',
        source: `Google Search Central: image sitemaps (${IMAGE_DOC}: up to 1,000 images per page)`,
        example: 'a `<url>` with 1,001 `<image:image>`',
    },
    {
        id: 'image-deprecated', area: 'image', severity: sev('warning', 'warning'),
        description: '`image:caption`, `image:title`, `image:geo_location` or `image:license`, which Google deprecated in 2022 and no longer reads. Reported once per file for each element, at the first, with the number of them.',
        source: `Google Search Central blog, May 2022 (${DEPRECATIONS})`,
        example: '`<image:caption>Our logo</image:caption>`',
    },
    // Video
    {
        id: 'video-required', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:video` without `video:thumbnail_loc`, `video:title` or `video:description`, or with neither `video:content_loc` nor `video:player_loc`.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}; Search Console "Missing video title"`,
        example: '`<video:video><video:thumbnail_loc>...</video:thumbnail_loc><video:description>...</video:description><video:player_loc>...</video:player_loc></video:video>` (no title)',
    },
    {
        id: 'video-value', area: 'video', severity: sev('error', 'error'),
        description: 'A video field with a value its format does not allow: an empty `video:title`, `video:description` or `video:tag`, a `video:view_count` that is not a whole number. An override of `video-value` also sets `video-duration`, `video-rating`, `video-description-length`, `video-date`, `video-restriction`, `video-yes-no` and `video-tag-count` unless the overrides name them.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}; Search Console "Invalid attribute value"`,
        example: '`<video:view_count>12k</video:view_count>`',
        covers: ['video-duration', 'video-rating', 'video-description-length', 'video-date', 'video-restriction', 'video-yes-no', 'video-tag-count'],
    },
    {
        id: 'video-url', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:thumbnail_loc`, `video:content_loc` or `video:player_loc` that is empty or not an absolute http, https or ftp URL (Google fetches video files over HTTP or FTP, not streaming protocols), or not an RFC 3986 URI as `loc-invalid` judges a loc.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); RFC 3986`,
        example: '`<video:thumbnail_loc>thumbs/123.jpg</video:thumbnail_loc>`',
    },
    {
        id: 'video-loc-same-as-page', area: 'video', severity: sev('off', 'warning'),
        description: 'A `video:content_loc` or `video:player_loc` equal to the page\'s own `loc` (the same URL, also when spelt with another case of scheme or host, the default port or an empty path); it must point at the video file or the player.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}: "must not be the same as the <loc> URL")`,
        example: '`<loc>https://example.org/v</loc>...<video:player_loc>https://example.org/v</video:player_loc>`',
    },
    {
        id: 'video-title-length', area: 'video', severity: sev('warning', 'warning'),
        description: 'A `video:title` longer than 100 characters.',
        source: `${VIDEO_XSD} (title: at most 100 characters; Google's current reference gives no title limit)`,
        example: 'a `<video:title>` of 120 characters',
    },
    {
        id: 'video-description-length', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:description` longer than 2,048 characters.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}: "Maximum 2048 characters"); ${VIDEO_XSD}`,
        example: 'a `<video:description>` of 2,100 characters',
    },
    {
        id: 'video-duration', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:duration` that is not a whole number of seconds from 1 to 28,800 (8 hours).',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}`,
        example: '`<video:duration>1e309</video:duration>`, `<video:duration>PT10M</video:duration>`',
    },
    {
        id: 'video-rating', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:rating` that is not a number from 0.0 to 5.0.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}`,
        example: '`<video:rating>4,5</video:rating>`, `<video:rating>9</video:rating>`',
    },
    {
        id: 'video-date', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:publication_date` or `video:expiration_date` that is not a W3C Datetime with at least a full date (YYYY-MM-DD, or a date and time with a time zone), calendar-checked.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); W3C Datetime (https://www.w3.org/TR/NOTE-datetime)`,
        example: '`<video:publication_date>2024-02-30</video:publication_date>`',
    },
    {
        id: 'video-expired', area: 'video', severity: sev('off', 'notice'),
        description: 'A `video:expiration_date` at or before the run\'s clock: Google no longer shows the video. A date alone (YYYY-MM-DD) counts as the end of that day in the latest time zone (UTC\u221212): the video is available through that day.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC})`,
        example: '`<video:expiration_date>2009-11-05T19:20:30+08:00</video:expiration_date>`',
    },
    {
        id: 'video-tag-count', area: 'video', severity: sev('error', 'error'),
        description: 'More than 32 `video:tag` elements in one `video:video` (reported at the 33rd).',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}: at most 32 tags); ${VIDEO_XSD}`,
        example: 'a `<video:video>` with 33 `<video:tag>`',
    },
    {
        id: 'video-yes-no', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:family_friendly`, `video:requires_subscription` or `video:live` that is not yes or no.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD} (tYesNo)`,
        example: '`<video:live>false</video:live>`',
    },
    {
        id: 'video-yes-no-case', area: 'video', severity: sev('off', 'warning'),
        description: 'A yes/no video field written `YES`, `Yes`, `NO` or `No`: the XSD accepts these, Google documents only lower-case `yes` and `no`.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD} (tYesNo)`,
        example: '`<video:requires_subscription>YES</video:requires_subscription>`',
    },
    {
        id: 'video-restriction', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:restriction` without `relationship="allow"` or `"deny"`, with no country, or with a code that is not an upper-case ISO 3166-1 alpha-2 country code, space-separated.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}; ISO 3166-1`,
        example: '`<video:restriction relationship="allow">UK, us</video:restriction>`',
    },
    {
        id: 'video-platform', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:platform` without `relationship="allow"` or `"deny"`, with no platform, or with a platform other than web, mobile and tv (lower case), space-separated.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}); ${VIDEO_XSD}`,
        example: '`<video:platform relationship="allow">desktop</video:platform>`',
    },
    {
        id: 'video-price', area: 'video', severity: sev('error', 'off'),
        description: 'A `video:price` that is not a non-negative decimal (no comma, no exponent), or without an ISO 4217 `currency`, or with a `type` other than rent/own or a `resolution` other than HD/SD. Off in `google`: Google stopped reading `video:price` in 2022 (it may stay, without effect), which `video-deprecated` says.',
        source: `${VIDEO_XSD}; ISO 4217`,
        example: '`<video:price currency="EUR">1,99</video:price>`, `<video:price type="rent"></video:price>`',
    },
    {
        id: 'video-uploader', area: 'video', severity: sev('error', 'error'),
        description: 'A `video:uploader` name longer than 255 characters, empty, or with an `info` attribute that is not an absolute http(s) URL (judged as `loc-invalid` judges a loc).',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC})`,
        example: '`<video:uploader info="/users/42">Grilly</video:uploader>`',
    },
    {
        id: 'video-uploader-domain', area: 'video', severity: sev('off', 'warning'),
        description: 'A `video:uploader` `info` URL on another domain than the page\'s `loc`.',
        source: `Google Search Central: video sitemaps (${VIDEO_DOC}: "must be in the same domain as the <loc> tag")`,
        example: '`<loc>https://example.org/v</loc>...<video:uploader info="https://other.example/u">`',
    },
    {
        id: 'video-deprecated', area: 'video', severity: sev('warning', 'warning'),
        description: 'A video tag or attribute Google no longer reads: deprecated in May 2022 (`video:category`, `video:gallery_loc`, `video:price`, `video:tvshow`, `player_loc` `allow_embed` / `autoplay`), or absent from Google\'s video sitemap reference (`video:id`, `video:content_segment_loc`). Reported once per file for each element or attribute, at the first, with the number of them.',
        source: `Google Search Central blog, May 2022 (${DEPRECATIONS}); ${VIDEO_DOC}`,
        example: '`<video:category>Cooking</video:category>`',
    },
    // News
    {
        id: 'news-required', area: 'news', severity: sev('error', 'error'),
        description: 'A `news:news` without `news:publication`, `news:publication_date` or `news:title`, or a `news:publication` without `news:name` or `news:language`.',
        source: `Google Search Central: news sitemaps (${NEWS_DOC}); ${NEWS_XSD}`,
        example: '`<news:news><news:publication>...</news:publication><news:title>...</news:title></news:news>` (no date)',
    },
    {
        id: 'news-value', area: 'news', severity: sev('error', 'error'),
        description: 'An empty `news:name` or `news:title`. An override of `news-value` also sets `news-language` and `news-date` unless the overrides name them.',
        source: `Google Search Central: news sitemaps (${NEWS_DOC})`,
        example: '`<news:name></news:name>`',
        covers: ['news-language', 'news-date'],
    },
    {
        id: 'news-language', area: 'news', severity: sev('error', 'error'),
        description: 'A `news:language` that is not a lower-case ISO 639 code of two or three letters, nor `zh-cn` / `zh-tw`.',
        source: `Google Search Central: news sitemaps (${NEWS_DOC}); ${NEWS_XSD}; ISO 639`,
        example: '`<news:language>English</news:language>`, `<news:language>zh-Hans</news:language>`',
    },
    {
        id: 'news-date', area: 'news', severity: sev('error', 'error'),
        description: 'A `news:publication_date` that is not a W3C Datetime with at least a full date (YYYY-MM-DD, or a date and time with a time zone), calendar-checked.',
        source: `Google Search Central: news sitemaps (${NEWS_DOC}); W3C Datetime (https://www.w3.org/TR/NOTE-datetime)`,
        example: '`<news:publication_date>0000-00-00</news:publication_date>`',
    },
    {
        id: 'news-count', area: 'news', severity: sev('error', 'error'),
        description: 'More than 1,000 `news:news` elements in one file (reported at the 1,001st).',
        source: `Google Search Central: news sitemaps (${NEWS_DOC}); Search Console "Too many News URLs"`,
        example: 'a news sitemap with 1,001 `<news:news>`',
    },
    {
        id: 'news-stale', area: 'news', severity: sev('off', 'warning'),
        description: 'A `news:publication_date` more than two days before the run\'s clock: Google asks news sitemaps to list only articles created in the last two days. A date alone (YYYY-MM-DD) counts as the end of that day in the latest time zone (UTC\u221212), the latest moment it may name.',
        source: `Google Search Central: news sitemaps (${NEWS_DOC})`,
        example: '`<news:publication_date>2008-12-23</news:publication_date>`',
    },
    {
        id: 'news-deprecated', area: 'news', severity: sev('warning', 'warning'),
        description: '`news:access`, `news:genres`, `news:keywords`, `news:stock_tickers` or `news:geo_locations`, which Google removed from the news sitemap format and ignores. Reported once per file for each element, at the first, with the number of them.',
        source: `Google Search Central: news sitemaps (${NEWS_DOC}); ${NEWS_XSD}`,
        example: '`<news:keywords>business, merger</news:keywords>`',
    },
    // hreflang alternates
    {
        id: 'hreflang-value', area: 'hreflang', severity: sev('error', 'error'),
        description: 'An `xhtml:link` whose `hreflang` is neither a valid BCP 47 tag (IANA registry) nor `x-default` (a value over 1,024 characters is reported as longer than this tool judges, not as invalid), that has no `hreflang` (nor `media`), whose `href` is missing or not an absolute http(s) URL (judged as `loc-invalid` judges a loc), or whose `rel` is not `alternate`.',
        source: `Google Search Central: localized versions (${HREFLANG_DOC}); BCP 47 (${BCP47})`,
        example: '`<xhtml:link rel="alternate" hreflang="en_US" href="/en/"/>`',
    },
    {
        id: 'hreflang-duplicate', area: 'hreflang', severity: sev('error', 'error'),
        description: 'Two alternates with the same `hreflang` (case-insensitive) in one `url` (reported at the second, naming the first line).',
        source: `Google Search Central: localized versions (${HREFLANG_DOC})`,
        example: 'two `<xhtml:link rel="alternate" hreflang="de" ...>` in one `<url>`',
    },
    {
        id: 'hreflang-deprecated', area: 'hreflang', severity: sev('warning', 'warning'),
        description: 'An `hreflang` using a deprecated IANA registry code, such as `iw` (now `he`), `in` (now `id`) or the region `BU` (now `MM`).',
        source: `BCP 47 (${BCP47}); IANA language subtag registry`,
        example: '`<xhtml:link rel="alternate" hreflang="iw" ...>`',
    },
    {
        id: 'hreflang-region', area: 'hreflang', severity: sev('off', 'warning'),
        description: 'An `hreflang` whose region is valid BCP 47 but not an assigned ISO 3166-1 alpha-2 country code (`es-419`, `en-EU`): Google reads only ISO 3166-1 alpha-2 regions.',
        source: `Google Search Central: localized versions (${HREFLANG_DOC}: "region in ISO 3166-1 Alpha 2 format")`,
        example: '`<xhtml:link rel="alternate" hreflang="es-419" ...>`',
    },
    {
        id: 'hreflang-self-missing', area: 'hreflang', severity: sev('off', 'warning'),
        description: 'A `url` with hreflang alternates that does not list its own `loc` among them.',
        source: `Google Search Central: localized versions (${HREFLANG_DOC}: each version must list itself)`,
        example: '`<url><loc>https://example.org/en/</loc><xhtml:link rel="alternate" hreflang="de" href="https://example.org/de/"/></url>`',
    },
]);

// EXTERNAL MODULE: ./build/core/freeze.js
var freeze = __nccwpck_require__(7659);
;// CONCATENATED MODULE: ./build/core/rules.js
/**
 * The rule catalog: one definition per rule id (RULES.md). Rule ids are public API: users name
 * them in `rules` overrides, the JSON report, SARIF and annotation titles. Never rename one.
 *
 * The README rule table and the CLI `--help` rule list are generated from this array; the
 * checks that fire each rule live in the module named by `module`.
 */


const rules_all = (s) => ({ protocol: s, google: s, strict: s });
const by = (protocol, google, strict) => ({
    protocol,
    google,
    strict,
});
/**
 * Every rule the engine can report, in the order of RULES.md. Frozen, with every definition in it:
 * the catalog is shared by every run.
 */
const RULES = (0,freeze/* deepFreeze */.o)([
    // File and encoding
    {
        id: 'file-too-large', area: 'file', severity: rules_all('error'),
        description: 'The uncompressed document is larger than `max-bytes` (default 52,428,800 bytes).',
        source: 'sitemaps.org (50 MB uncompressed); Search Console "Sitemap file size error"',
        example: 'a 60 MB urlset, or a 1 MB gzip file that inflates past the limit',
    },
    {
        id: 'file-unreadable', area: 'file', severity: rules_all('error'),
        description: 'The file cannot be read: missing, a directory, not a regular file, no permission, or a symlink leaving the workspace.',
        source: 'policy',
        example: 'a directory named `sitemap.xml`',
    },
    {
        id: 'gzip-invalid', area: 'file', severity: rules_all('error'),
        description: 'A gzip stream that does not inflate cleanly or inflates to gzip data again (compressed twice), or a `.gz` name over bytes that are not gzip (the content is still judged as what it is).',
        source: 'Search Console "Compression error"',
        example: 'a truncated `sitemap.xml.gz`; plain XML saved as `sitemap.xml.gz`',
    },
    {
        id: 'encoding', area: 'file', severity: rules_all('error'),
        description: 'Bytes that are not valid UTF-8, a UTF-16/UTF-32 byte order mark, or an XML declaration naming an encoding other than UTF-8.',
        source: 'sitemaps.org ("must be UTF-8 encoded")',
        example: '`<?xml version="1.0" encoding="ISO-8859-1"?>`, or a byte 0xFF',
    },
    {
        id: 'bom', area: 'file', severity: by('off', 'notice', 'off'),
        description: 'A UTF-8 byte order mark starts the file; crawlers accept it, some tools do not.',
        source: 'crawler tolerance notes',
        example: 'bytes EF BB BF before `<?xml`',
    },
    {
        id: 'xml-not-well-formed', area: 'file', severity: rules_all('error'),
        description: 'An XML 1.0 / Namespaces well-formedness error, at the position where it occurs (a raw `&`, an unclosed tag, an unbound prefix...).',
        source: 'XML 1.0; Search Console "Parsing error"',
        example: '`<loc>https://www.example.org/?a=1&b=2</loc>` (a raw `&` must be written `&amp;`)',
    },
    {
        id: 'xml-limit', area: 'file', severity: rules_all('error'),
        description: 'The document exceeds a limit of the parse: elements nested more than 256 levels deep, or more than 256 attributes on one element. It is not read further.',
        source: 'security (bounded work on hostile input)',
        example: '100,000 nested `<a>` elements',
    },
    {
        id: 'findings-capped', area: 'file', severity: rules_all('notice'),
        description: 'More than 1,000 findings in one file: the most severe 1,000 are listed, and this notice says how many more of each rule were left out. The totals and the verdict still count every finding.',
        source: 'security (bounded reports on hostile input)',
        example: 'a urlset of 5,000 relative locs',
    },
    {
        id: 'dtd-forbidden', area: 'file', severity: rules_all('error'),
        description: 'A DOCTYPE or ENTITY declaration. It is never expanded and never fetched; the document is not read further.',
        source: 'security (entity expansion, external entities)',
        example: '`<!DOCTYPE urlset [<!ENTITY x "y">]>`',
    },
    {
        id: 'processing-instruction', area: 'file', severity: by('off', 'off', 'error'),
        description: 'A processing instruction other than the XML declaration, such as `xml-stylesheet`.',
        source: 'seed contract',
        example: '`<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>`',
    },
    // Document structure
    {
        id: 'root-element', area: 'structure', severity: rules_all('error'),
        description: 'The root element is not `urlset` or `sitemapindex` (or is `sitemapindex`, a feed or a text sitemap where the profile allows only `urlset`), or there is no root element at all.',
        source: 'sitemaps.org; Search Console "Unsupported format"',
        example: 'an Atom `<feed>` or an ASP.NET `<siteMap>`; an empty file',
    },
    {
        id: 'namespace', area: 'structure', severity: rules_all('error'),
        description: 'The root or a core element is not in `http://www.sitemaps.org/schemas/sitemap/0.9` (https variant, trailing slash, legacy Google 0.84/0.9, none), or a namespace declaration has whitespace around its URI (validators read it with the whitespace); also an element in a near miss of a known extension namespace (image, video, news, xhtml: https, a trailing slash, another version), which search engines ignore. The prefix never matters, only the URI.',
        source: 'sitemaps.org; Search Console "Incorrect namespace"',
        example: '`<urlset xmlns="http://www.google.com/schemas/sitemap/0.84">`',
    },
    {
        id: 'unexpected-element', area: 'structure', severity: rules_all('error'),
        description: 'An element in the sitemap namespace where the schema has none (`<url>` in an index, `<LOC>`, an element inside `loc`); in `strict`, any field of `url` other than `loc` then `lastmod`.',
        source: 'sitemap XSD',
        example: '`<sitemapindex><url>...</url></sitemapindex>`',
    },
    {
        id: 'extension-element', area: 'structure', severity: by('off', 'off', 'error'),
        description: 'An element of another namespace inside an entry (allowed by the XSD, refused by the strict contract).',
        source: 'seed contract',
        example: '`<image:image>` inside `<url>` under `--profile strict`',
    },
    {
        id: 'unexpected-attribute', area: 'structure', severity: rules_all('error'),
        description: 'An attribute on a sitemap element other than namespace declarations, `xsi:schemaLocation` and `xsi:noNamespaceSchemaLocation` (other `xsi:` attributes such as `xsi:type` or `xsi:nil` are refused, as a schema validator refuses them; in `strict`: any attribute other than namespace declarations).',
        source: 'sitemap XSD',
        example: '`<url priority="1">`',
    },
    {
        id: 'unexpected-text', area: 'structure', severity: rules_all('error'),
        description: 'Text other than whitespace between elements, where the schema allows only elements.',
        source: 'sitemap XSD',
        example: '`<url>https://www.example.org/<loc>...</loc></url>`',
    },
    {
        id: 'missing-loc', area: 'structure', severity: rules_all('error'),
        description: 'A `url` or `sitemap` entry without a `loc`.',
        source: 'sitemaps.org; Search Console "Missing XML tag"',
        example: '`<url><lastmod>2024-01-01</lastmod></url>`',
    },
    {
        id: 'duplicate-field', area: 'structure', severity: rules_all('error'),
        description: 'A core field (`loc`, `lastmod`, `changefreq`, `priority`) appears twice in one entry.',
        source: 'sitemap XSD; Search Console "Invalid XML: too many tags"',
        example: '`<url><loc>a</loc><loc>b</loc></url>`',
    },
    {
        id: 'field-order', area: 'structure', severity: by('error', 'warning', 'error'),
        description: 'Fields of an entry not in schema order: `loc`, `lastmod`, `changefreq`, `priority`, then elements of other namespaces (Google does not mind; the XSD does). At most one finding per entry for a field after another that the schema puts later (naming both), and one for a field after an extension element (naming the first extension element of the entry and its line: `xhtml:link` alternates between `loc` and `lastmod`, as Next.js writes them).',
        source: 'sitemap XSD',
        example: '`<url><lastmod>2024-01-01</lastmod><loc>...</loc></url>`',
    },
    {
        id: 'url-count', area: 'structure', severity: rules_all('error'),
        description: 'No entries at all, or more entries than `max-urls` (default 50,000).',
        source: 'sitemaps.org; Search Console "Empty sitemap" / "Too many URLs"',
        example: 'a `<urlset>` with no `<url>`; 50,001 URLs in one file',
    },
    {
        id: 'index-nested', area: 'site', severity: rules_all('error'),
        description: 'A sitemap index lists another sitemap index (or itself), resolved to its file through `base-url` and `site-dir`; search engines do not follow nested indexes. Reported at the loc of the entry that names the index.',
        source: 'sitemaps.org; Search Console "Nested indexing"',
        example: '`sitemap_index.xml` listing `https://www.example.org/sitemap_index.xml`',
    },
    {
        id: 'index-child-missing', area: 'site', severity: by('warning', 'warning', 'error'),
        description: 'An index `loc` under `base-url` maps to no file in `site-dir`: no such file, a folder, a symlink leaving `site-dir`, or a path that cannot be mapped safely (`..`, `%2e%2e`, `%2F`, `//`, a backslash); or a robots.txt, which is no sitemap.',
        source: 'policy',
        example: '`<sitemap><loc>https://www.example.org/sitemap-posts.xml</loc></sitemap>` when the build wrote no `sitemap-posts.xml`',
    },
    // loc
    {
        id: 'loc-empty', area: 'loc', severity: rules_all('error'),
        description: 'A `loc` (or a text sitemap line) with no URL in it.',
        source: 'sitemaps.org',
        example: '`<loc></loc>`',
    },
    {
        id: 'loc-too-long', area: 'loc', severity: rules_all('error'),
        description: 'A URL of 2,048 characters or more (a loc, or a robots.txt `Sitemap:` value): as written, or, for one with non-ASCII characters, once escaped to ASCII as crawlers request it (each UTF-8 byte as `%XX`, a non-ASCII host in its ASCII form).',
        source: 'sitemaps.org ("less than 2,048 characters"; URLs must be URL-escaped)',
        example: 'a loc of 2,048 characters',
    },
    {
        id: 'loc-not-absolute', area: 'loc', severity: rules_all('error'),
        description: 'A URL that is not absolute: no scheme (a relative URL such as `/about/` or `www.example.org/x`, or a host and port such as `localhost:8080/x`), or an http(s) URL without `//` and a host (`https:www.example.org`) or with an empty host.',
        source: 'sitemaps.org; Search Console "Invalid URL"',
        example: '`<loc>/about/</loc>`',
    },
    {
        id: 'loc-scheme', area: 'loc', severity: rules_all('error'),
        description: 'A scheme other than http or https (`ftp://...`, and absolute URIs without `//` such as `mailto:`, `tel:`, `javascript:`, `data:`, `urn:`); with `require-https` (the `strict` default), anything but https. With `require-https`, also an http robots.txt `Sitemap:` line.',
        source: 'sitemaps.org; policy',
        example: '`<loc>ftp://www.example.org/</loc>`',
    },
    {
        id: 'loc-invalid', area: 'loc', severity: rules_all('error'),
        description: 'Not an RFC 3986 URI: spaces, control characters (C1 ones too), `<>"{}|\\^` or backquote, malformed `%` escapes, a bad host or port, or characters not even an IRI may carry (bidirectional formatting characters such as U+202E, noncharacters); in `strict` also surrounding whitespace and non-ASCII characters.',
        source: 'RFC 3986; RFC 3987 (2.2, 4.1); Search Console "Invalid URL"',
        example: '`<loc>https://www.example.org/a b</loc>`, `%GG`',
    },
    {
        id: 'loc-whitespace', area: 'loc', severity: by('warning', 'warning', 'off'),
        description: 'Whitespace before or after the URL (collapsed by xsd:anyURI, kept by naive readers). In `strict` this is `loc-invalid`.',
        source: 'sitemap XSD (xsd:anyURI whitespace collapse)',
        example: '`<loc>\\n  https://www.example.org/\\n</loc>`',
    },
    {
        id: 'loc-non-ascii', area: 'loc', severity: by('warning', 'warning', 'off'),
        description: 'Unescaped non-ASCII characters (an IRI rather than a URI); sitemaps.org asks for them to be percent-encoded. In `strict` this is `loc-invalid`.',
        source: 'sitemaps.org "Entity escaping"; RFC 3987',
        example: '`<loc>https://www.example.org/caf\u00e9</loc>`',
    },
    {
        id: 'loc-host', area: 'loc', severity: rules_all('error'),
        description: 'The host is not one of `hosts` (exact match, case-insensitive, no suffix matching); also for robots.txt `Sitemap:` lines.',
        source: 'policy; Search Console "URL not allowed"',
        example: '`https://www.example.org.evil/` with `hosts: www.example.org`',
    },
    {
        id: 'loc-mixed-hosts', area: 'loc', severity: rules_all('error'),
        description: 'The http(s) entries of one file use more than one scheme, host or port; with `hosts` given, more than one scheme or port (the hosts may be any of the allowed ones). A loc of another scheme (`ftp://`) is `loc-scheme` only.',
        source: 'sitemaps.org ("all URLs must be from a single host")',
        example: '`http://example.org/a` and `https://www.example.org/b` in one file',
    },
    {
        id: 'loc-port', area: 'loc', severity: by('off', 'off', 'error'),
        description: 'An explicit port, even the default one or an empty one.',
        source: 'seed contract',
        example: '`https://www.example.org:443/`',
    },
    {
        id: 'loc-userinfo', area: 'loc', severity: by('warning', 'warning', 'error'),
        description: 'User information (`user@` or `user:pass@`) in the URL.',
        source: 'seed contract; RFC 3986 section 3.2.1 (deprecated user:password)',
        example: '`https://admin@www.example.org/`',
    },
    {
        id: 'loc-fragment', area: 'loc', severity: by('warning', 'warning', 'error'),
        description: 'A `#fragment`, even an empty one; crawlers drop it, so the entry does not name a distinct page.',
        source: 'seed contract',
        example: '`https://www.example.org/page#top`',
    },
    {
        id: 'loc-out-of-scope', area: 'site', severity: rules_all('error'),
        description: 'With `base-url`: a loc of another scheme, host or port than the public URL of its sitemap, or (in a urlset or text sitemap) a path not under the sitemap\'s own folder. The message names each part that differs. Index entries are judged by scheme, host and port in `protocol`, and also by folder in `google` and `strict`. A loc that is not http or https is `loc-scheme` only.',
        source: 'sitemaps.org "Sitemap file location", "Sitemap index files"; Google "Manage your sitemaps with a sitemap index file"; Search Console "URL not allowed" / "Path mismatch"',
        example: '`https://www.example.org/about/` listed in `blog/sitemap.xml`, which is published at `https://www.example.org/blog/sitemap.xml`',
    },
    {
        id: 'loc-duplicate', area: 'loc', severity: rules_all('error'),
        description: 'The exact same loc twice in one file (reported at the second, naming the line of the first).',
        source: 'seed contract; Bing Webmaster guidance',
        example: 'two `<url>` entries with the same `<loc>`',
    },
    {
        id: 'loc-duplicate-across-files', area: 'site', severity: by('warning', 'warning', 'error'),
        description: 'The same loc in two checked sitemaps (urlset or text), reported in the later file by path, naming the file and line of the first. Feeds are not compared (they repeat the sitemaps\' new URLs by nature), nor news and video entries (a `url` holding `news:news` or `video:video`: Google accepts a news or video sitemap of its own beside the one that lists the page), nor an entry with images and one without (an image sitemap of its own beside the page\'s; entries with images are compared with each other), nor a sitemap with its gzip copy beside it (`sitemap.xml` and `sitemap.xml.gz`).',
        source: 'Bing Webmaster guidance; crawl budget; Google Search Central (image, news and video sitemaps: a separate sitemap or the existing one, "Either option is fine with Google")',
        example: '`https://www.example.org/contact/` in both `sitemap.xml` and `sitemap-pages.txt`',
    },
    {
        id: 'loc-http-https-pair', area: 'loc', severity: by('off', 'warning', 'off'),
        description: 'Both the http:// and the https:// form of one URL are listed.',
        source: 'Google Search Central: canonical URLs in sitemaps',
        example: '`http://www.example.org/a` and `https://www.example.org/a` in one file',
    },
    {
        id: 'loc-session-id', area: 'loc', severity: by('off', 'warning', 'off'),
        description: 'A session id in the URL (`jsessionid`, `PHPSESSID`, `sid=`, ...).',
        source: 'Google Search Central: URLs to exclude from sitemaps',
        example: '`https://www.example.org/a;jsessionid=0A1B2C`',
    },
    {
        id: 'page-missing', area: 'site', severity: rules_all('off'),
        description: 'With `check-pages` (which turns this rule on at error): a loc under `base-url` maps to no file in `site-dir`. `/a/` maps to `a/index.html`; `/a` to `a`, `a.html` or `a/index.html`; `/` to `index.html`; the query is ignored and percent-escapes are decoded. Locs outside `base-url` are not judged.',
        source: 'policy',
        example: '`https://www.example.org/about/` when the build wrote no `about/index.html`',
    },
    // lastmod, changefreq, priority
    {
        id: 'lastmod-format', area: 'fields', severity: rules_all('error'),
        description: 'Not a valid value for the `lastmod` setting: `w3c` (W3C Datetime, calendar-checked, a time needs a zone), `xsd` (xsd:date or xsd:dateTime), `date` (YYYY-MM-DD only; the `strict` default).',
        source: 'sitemaps.org; W3C Datetime note; Search Console "Invalid date"',
        example: '`<lastmod>2024-02-30</lastmod>`, `<lastmod>January 15, 2024</lastmod>`',
    },
    {
        id: 'lastmod-future', area: 'fields', severity: by('warning', 'warning', 'error'),
        description: 'A lastmod later than the run\'s clock plus one day.',
        source: 'Google Search Central: lastmod must reflect the last significant update',
        example: '`<lastmod>2999-01-01</lastmod>`',
    },
    {
        id: 'lastmod-imprecise', area: 'fields', severity: by('notice', 'notice', 'off'),
        description: 'A lastmod of only a year or a year and month: valid W3C Datetime, refused by the XSD.',
        source: 'sitemap XSD vs W3C Datetime profile',
        example: '`<lastmod>2024-05</lastmod>`',
    },
    {
        id: 'changefreq-value', area: 'fields', severity: by('error', 'error', 'off'),
        description: 'A changefreq other than always, hourly, daily, weekly, monthly, yearly, never (case-sensitive). In `strict`, changefreq itself is `unexpected-element`.',
        source: 'sitemap XSD; Search Console "Invalid tag value"',
        example: '`<changefreq>biweekly</changefreq>`',
    },
    {
        id: 'priority-value', area: 'fields', severity: by('error', 'error', 'off'),
        description: 'A priority that is not a decimal between 0.0 and 1.0. In `strict`, priority itself is `unexpected-element`.',
        source: 'sitemap XSD',
        example: '`<priority>1.5</priority>`',
    },
    {
        id: 'google-ignores-field', area: 'fields', severity: by('off', 'notice', 'off'),
        description: 'A `changefreq` or `priority` field, which Google ignores. Reported once per file for each, at the first, with the number of them.',
        source: 'Google Search Central: build and submit a sitemap',
        example: '`<priority>0.8</priority>` under `--profile google`',
    },
    // robots.txt
    {
        id: 'robots-sitemap-missing', area: 'site', severity: by('warning', 'warning', 'error'),
        description: 'A `Sitemap:` line of a checked robots.txt names a URL under `base-url` that maps to no file in `site-dir` (or to a path that cannot be mapped safely).',
        source: 'sitemaps.org "Informing search engine crawlers"; policy',
        example: '`Sitemap: https://www.example.org/sitemap-news.xml` when the build wrote no `sitemap-news.xml`',
    },
    {
        id: 'robots-not-at-root', area: 'site', severity: rules_all('warning'),
        description: 'With `base-url`: a checked robots.txt in `site-dir` whose public URL is not `/robots.txt` at the root of the host: in a subfolder, below a base path (a GitHub Pages project site cannot have a robots.txt of its own), or named otherwise (`Robots.txt`). Crawlers never read it, so its `Sitemap:` lines do not count for `sitemap-unreferenced`. A file-level finding, naming where crawlers look.',
        source: 'RFC 9309 section 2.3 (the rules "MUST be accessible in a file named /robots.txt" at the top-level path of the host)',
        example: '`public/docs/robots.txt` with `site-dir: public`, published at `https://www.example.org/docs/robots.txt`; `_site/robots.txt` of a site served at `https://user.github.io/repo/`',
    },
    {
        id: 'robots-sitemap-invalid', area: 'robots', severity: rules_all('error'),
        description: 'A `Sitemap:` line of a robots.txt whose value is not an absolute http(s) URL, or not an RFC 3986 URI as `loc-invalid` judges a loc; with `base-url`, also one that names a robots.txt. Also a sitemap named in a spelling Google\'s parser reads but other crawlers may not (a field name starting with `sitemap` or `site-map`: `Sitemaps:`, `Site-map:`), which is followed all the same when its value is a URL; and `Sitemap <URL>` without a colon, which no crawler reads as the URL (Google\'s parser splits the line at the URL\'s own colon), not followed. A `#` starts a comment anywhere in the line.',
        source: 'sitemaps.org "Informing search engine crawlers"; RFC 9309',
        example: '`Sitemap: /sitemap.xml`',
    },
    {
        id: 'robots-disallow-all', area: 'robots', severity: by('warning', 'error', 'error'),
        description: 'A robots.txt whose group for Googlebot (its own, or `*`), or for every other crawler, holds `Disallow: /` (or another pattern that matches every path: `/*`, `*`, `/*$`) and no `Allow` rule: crawlers fetch none of the URLs its sitemaps list (a staging robots.txt shipped with the build). Reported at the `Disallow` line.',
        source: 'RFC 9309 sections 2.1-2.2; Google Search Central: how Google interprets the robots.txt specification',
        example: '`User-agent: *` then `Disallow: /`',
    },
    {
        id: 'sitemap-unreferenced', area: 'site', severity: by('off', 'notice', 'off'),
        description: 'With `base-url`, in a run that checks a robots.txt: a checked sitemap in `site-dir` that no checked robots.txt `Sitemap:` line and no checked sitemap index names; crawlers find it only when it is submitted by hand. A sitemap and its gzip copy beside it (`sitemap.xml`, `sitemap.xml.gz`) are named together; a robots.txt crawlers never read (`robots-not-at-root`) names nothing.',
        source: 'Google Search Central: submit your sitemap (robots.txt or Search Console)',
        example: '`public/sitemap-old.xml`, listed neither in `robots.txt` nor in `sitemap_index.xml`',
    },
    ...EXTENSION_RULES,
    // Set level: hreflang across the files of a run
    {
        id: 'hreflang-return-link', area: 'hreflang', severity: by('off', 'warning', 'off'),
        description: 'A lists B as an hreflang alternate, B is an entry of the checked sitemaps, and B does not list A back. Reported at A\'s `xhtml:link`, naming the file and line of B.',
        source: 'Google Search Central: localized versions (https://developers.google.com/search/docs/specialty/international/localized-versions: "If two pages don\'t both point to each other, the tags will be ignored"); Search Console "no return tags"',
        example: '`/en/` lists `/de/` as `hreflang="de"`, and the `<url>` of `/de/` lists no alternate for `/en/`',
    },
    {
        id: 'hreflang-cluster-mismatch', area: 'hreflang', severity: by('off', 'warning', 'off'),
        description: 'Two pages of one hreflang cluster name different URLs for the same language: A lists B, and the entry of B gives another URL than A does for a language both list. Reported at the `xhtml:link` of A for that language.',
        source: 'Google Search Central: localized versions (every language version must list the same set of alternates, including itself)',
        example: '`/en/` lists `de` as `/de/`, and `/fr/` (listed by `/en/`) lists `de` as `/de-old/`',
    },
]);
/** Rule definitions by id (a map that cannot be changed). */
const RULES_BY_ID = new freeze/* FrozenMap */.D(RULES.map((r) => [r.id, r]));
/** True when `id` names a rule of the catalog. */
function isRuleId(id) {
    return RULES_BY_ID.has(id);
}
/** The repository of the project, `owner/name` on GitHub: the `uses:` line, links to rule pages. */
const REPOSITORY = 'sitemap-contract/sitemap-contract';
/**
 * The page of a rule in the repository's docs (`docs/rules/<id>.md`), as a URL on GitHub at the
 * major version's tag, e.g. `https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/rules/loc-host.md`.
 * Used by annotations, the job summary and SARIF `helpUri`. The id is not checked.
 */
function ruleDocsUrl(id) {
    return `https://github.com/${REPOSITORY}/blob/v1/docs/rules/${encodeURIComponent(id)}.md`;
}


/***/ }),

/***/ 4875:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RQ: () => (/* binding */ FindingSink),
/* harmony export */   Zm: () => (/* binding */ tier),
/* harmony export */   hD: () => (/* binding */ MAX_FINDINGS_PER_FILE),
/* harmony export */   lG: () => (/* binding */ FINDINGS_CAPPED),
/* harmony export */   s_: () => (/* binding */ findingCounts),
/* harmony export */   vM: () => (/* binding */ cappedByRule)
/* harmony export */ });
/** Findings stored per document; past it they are counted, not kept (`findings-capped`). */
const MAX_FINDINGS_PER_FILE = 1000;
/** The rule of the one finding that reports the dropped findings of a document. */
const FINDINGS_CAPPED = 'findings-capped';
/** Most rules named in the `findings-capped` message; the others are summed up. */
const CAPPED_RULES_LISTED = 12;
const SEVERITY_RANK = { error: 0, warning: 1, notice: 2 };
/**
 * The findings a `findings-capped` notice says were left out, by rule id: the inverse of the
 * notice's "Left out: rule-a 1,500, rule-b 3, 2 other rules 7." list, so that a report that sees
 * only the findings (also of a worker thread or a merged shard, where the notice travels as text)
 * can count each rule exactly. `other`: findings of the rules summed up past the 12 named
 * (their ids are not known). Undefined for any other message.
 */
function cappedByRule(message) {
    const m = /Left out: (.*?)\. The totals still count them/.exec(message);
    if (!m)
        return undefined;
    const rules = new Map();
    let other = 0;
    for (const part of m[1].split(', ')) {
        const named = /^([a-z0-9]+(?:-[a-z0-9]+)*) (\d{1,3}(?:,\d{3})*)$/.exec(part);
        const rest = /^\d+ other rules? (\d{1,3}(?:,\d{3})*)$/.exec(part);
        if (named)
            rules.set(named[1], Number(named[2].replace(/,/g, '')));
        else if (rest)
            other += Number(rest[1].replace(/,/g, ''));
        else
            return undefined;
    }
    return { rules, other };
}
/**
 * Priority of a finding when the cap forces a choice, 0 first: errors before warnings before
 * notices, and within a severity, file-level findings (file too large, gzip or encoding faults,
 * which say why the rest of the document was not read) before positioned ones.
 */
/** Rank of a finding for the cap (lower is kept first): by severity, file-level before positioned. */
function tier(f) {
    return SEVERITY_RANK[f.severity] * 2 + (f.line === undefined ? 0 : 1);
}
const TIERS = 6;
/** Exact counts of the findings arrays returned by `sorted()`, for those who only see the array. */
const COUNTS = new WeakMap();
/**
 * The exact counts per severity of a document whose findings are `findings`: those recorded by
 * the sink that returned the array (dropped findings included), or else the array's own counts.
 */
function findingCounts(findings) {
    const known = COUNTS.get(findings);
    if (known)
        return { ...known };
    const counts = { errors: 0, warnings: 0, notices: 0 };
    for (const f of findings)
        bump(counts, f.severity, 1);
    return counts;
}
function bump(counts, severity, by) {
    if (severity === 'error')
        counts.errors += by;
    else if (severity === 'warning')
        counts.warnings += by;
    else
        counts.notices += by;
}
function thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
/** Findings of one document, in the order they were found. */
class FindingSink {
    severities;
    limit;
    /** The per-file cap the findings-capped notice names (the limit, or the file's whole cap when this sink fills what is left of it). */
    capShown;
    /** Stored findings by tier (see `tier`), each in order of arrival. */
    stored = Array.from({ length: TIERS }, () => []);
    size = 0;
    seq = 0;
    /** Stored findings per rule. */
    storedByRule = new Map();
    /** Findings dropped by the cap, per rule. */
    dropped = new Map();
    droppedTotal = 0;
    exact = { errors: 0, warnings: 0, notices: 0 };
    /** Findings reported once per file, by rule and message. */
    once = new Map();
    /**
     * `limit`: findings stored before the rest are only counted (default `MAX_FINDINGS_PER_FILE`);
     * `capShown`: the cap the `findings-capped` notice names (default `limit`; the whole per-file
     * cap when this sink fills what another left of it).
     */
    constructor(policy, limit = MAX_FINDINGS_PER_FILE, capShown = limit) {
        this.severities = policy.severities;
        this.limit = Math.max(0, Math.floor(limit));
        this.capShown = capShown;
    }
    /** The stored findings, in the order they were found. */
    get findings() {
        this.settleOnce();
        return this.all()
            .sort((a, b) => a.seq - b.seq)
            .map((s) => s.finding);
    }
    /** True when `rule` is reported under the policy (its severity is not `off`). */
    on(rule) {
        const s = this.severities[rule];
        return s !== undefined && s !== 'off';
    }
    /**
     * Records a finding of `rule` at a 1-based line and column (omit both for a file-level
     * finding). Throws on a rule id missing from the catalog: that is a bug, not bad input.
     * Past the cap, the finding is counted; it is kept only if it outranks a stored one (more
     * severe, or file-level), which is then dropped instead.
     */
    add(rule, message, line, column) {
        this.record(rule, message, line, column);
    }
    /**
     * Records a finding whose message gives the same advice wherever it occurs in the file (Google
     * ignores <priority>; <image:caption> is deprecated): the first occurrence of each message is
     * reported, at its position, and the later ones only counted; once the findings are read, the
     * message ends with how many there were ("reported once per file: this is the first of
     * 3,000"). The finding counts once in the totals. For messages of a small fixed set: each one
     * is remembered for the whole file.
     */
    addOnce(rule, message, line, column) {
        const severity = this.severities[rule];
        if (severity === undefined)
            throw new Error(`unknown rule id ${rule}`);
        if (severity === 'off')
            return;
        const key = `${rule}\n${message}`;
        const seen = this.once.get(key);
        if (seen !== undefined) {
            seen.count++;
            return;
        }
        this.once.set(key, { message, count: 1, finding: this.record(rule, message, line, column) });
    }
    /** Writes the count of the later occurrences into the message of each finding reported once per file. */
    settleOnce() {
        for (const o of this.once.values()) {
            if (o.count < 2 || o.finding === undefined)
                continue;
            const base = o.message.endsWith('.') ? o.message.slice(0, -1) : o.message;
            o.finding.message = `${base} (reported once per file: this is the first of ${thousands(o.count)}).`;
        }
    }
    /** `add`, returning the finding when it is stored. */
    record(rule, message, line, column) {
        const severity = this.severities[rule];
        if (severity === undefined)
            throw new Error(`unknown rule id ${rule}`);
        if (severity === 'off')
            return undefined;
        const finding = { rule, severity: severity, message };
        if (line !== undefined && column !== undefined) {
            finding.line = line;
            finding.column = column;
        }
        bump(this.exact, finding.severity, 1);
        const t = tier(finding);
        if (this.size >= this.limit) {
            // Past the cap a finding is kept in order of tier (severity, file-level first), then the
            // first finding of a rule before repeats of another (a url-count after 999 loc-scheme errors
            // is listed), then arrival. A lower tier gives way first, a repeat before a rule's only one.
            let evicted = false;
            for (let w = TIERS - 1; w > t && !evicted; w--)
                if (this.stored[w].length > 0)
                    evicted = this.evictIn(w, true);
            if (!evicted && !this.storedByRule.has(rule))
                evicted = this.evictIn(t, false);
            if (!evicted) {
                this.drop(rule);
                return undefined;
            }
        }
        this.store(finding, t);
        return finding;
    }
    store(finding, t) {
        this.stored[t].push({ finding, seq: this.seq++ });
        this.size++;
        this.storedByRule.set(finding.rule, (this.storedByRule.get(finding.rule) ?? 0) + 1);
    }
    /** Counts a stored finding of `rule` as dropped, after it was taken out of `stored`. */
    unstore(rule) {
        this.drop(rule);
        this.size--;
        const n = (this.storedByRule.get(rule) ?? 1) - 1;
        if (n > 0)
            this.storedByRule.set(rule, n);
        else
            this.storedByRule.delete(rule);
    }
    /**
     * Drops a stored finding of tier `w` to make room: the last one whose rule has another stored,
     * else (when `any`) the last one. False when nothing was dropped.
     */
    evictIn(w, any) {
        const list = this.stored[w];
        for (let i = list.length - 1; i >= 0; i--) {
            const rule = list[i].finding.rule;
            if ((this.storedByRule.get(rule) ?? 0) > 1) {
                list.splice(i, 1);
                this.unstore(rule);
                return true;
            }
        }
        if (!any || list.length === 0)
            return false;
        this.unstore(list.pop().finding.rule);
        return true;
    }
    /**
     * Counts `n` findings of `rule` that were left out before they reached this sink (a caller that
     * kept only what the cap could keep of them): they count as findings dropped by the cap.
     */
    addDropped(rule, n) {
        const severity = this.severities[rule];
        if (severity === undefined)
            throw new Error(`unknown rule id ${rule}`);
        if (severity === 'off' || n <= 0)
            return;
        bump(this.exact, severity, n);
        this.dropped.set(rule, (this.dropped.get(rule) ?? 0) + n);
        this.droppedTotal += n;
    }
    /** Exact counts per severity of every finding reported, stored or dropped, the `findings-capped` notice included. */
    counts() {
        const counts = { ...this.exact };
        if (this.droppedTotal > 0 && this.on(FINDINGS_CAPPED))
            bump(counts, this.severities[FINDINGS_CAPPED], 1);
        return counts;
    }
    /** Number of findings left out by the cap. */
    get droppedCount() {
        return this.droppedTotal;
    }
    /** The findings left out by the cap, by rule id; undefined when none were. */
    droppedByRule() {
        return this.droppedTotal === 0 ? undefined : Object.fromEntries(this.dropped);
    }
    /**
     * The findings sorted by position, file-level findings first; ties keep their order. When the
     * cap dropped findings, a file-level `findings-capped` notice says how many of each rule.
     * `findingCounts()` of the returned array gives the exact counts.
     */
    sorted() {
        this.settleOnce();
        const all = this.all();
        const capped = this.cappedFinding();
        const out = all
            .sort((a, b) => (a.finding.line ?? 0) - (b.finding.line ?? 0) || (a.finding.column ?? 0) - (b.finding.column ?? 0) || a.seq - b.seq)
            .map((x) => x.finding);
        if (capped)
            out.unshift(capped);
        COUNTS.set(out, this.counts());
        return out;
    }
    drop(rule) {
        this.dropped.set(rule, (this.dropped.get(rule) ?? 0) + 1);
        this.droppedTotal++;
    }
    all() {
        return this.stored.flat();
    }
    cappedFinding() {
        if (this.droppedTotal === 0 || !this.on(FINDINGS_CAPPED))
            return undefined;
        const byCount = [...this.dropped].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
        const listed = byCount.slice(0, CAPPED_RULES_LISTED).map(([rule, n]) => `${rule} ${thousands(n)}`);
        const rest = byCount.slice(CAPPED_RULES_LISTED);
        if (rest.length > 0) {
            const n = rest.reduce((sum, [, k]) => sum + k, 0);
            listed.push(`${rest.length} other rule${rest.length === 1 ? '' : 's'} ${thousands(n)}`);
        }
        const total = this.droppedTotal;
        return {
            rule: FINDINGS_CAPPED,
            severity: this.severities[FINDINGS_CAPPED],
            message: `${thousands(total)} more finding${total === 1 ? ' is' : 's are'} not listed: at most ${thousands(this.capShown)} findings are kept per file ` +
                `(the most severe first). Left out: ${listed.join(', ')}. The totals still count them; fix the listed findings and check again.`,
        };
    }
}


/***/ }),

/***/ 5455:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ SiteFiles),
/* harmony export */   vm: () => (/* binding */ resolveSiteDir)
/* harmony export */ });
/* unused harmony export isInside */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(6760);
/**
 * Files of `site-dir`, looked up by the decoded path segments of a URL (./site-url.ts). Nothing
 * outside `site-dir` is ever opened or reported as found: segments are validated before they
 * get here (no `.`, `..`, separators or empty names), every symlink on the way is resolved, and
 * a file whose real path leaves `site-dir` counts as missing, with the reason. Lookups are cached,
 * so a file named many times is looked up once.
 */



/** True when `candidate` is `root` or below it (both absolute). */
function isInside(root, candidate) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(root, candidate);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(rel));
}
function toPosix(p) {
    return p.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/');
}
/**
 * Checks a `site-dir` value against the workspace (both as given; the workspace must exist).
 * Returns the real absolute path of the folder, or the reason it is not accepted: it must be a
 * folder inside the workspace, also after following symlinks (the value may come from the config
 * file of a pull request).
 */
function resolveSiteDir(workspace, siteDir) {
    let ws;
    try {
        ws = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(workspace);
    }
    catch {
        return { problem: 'the workspace cannot be read' };
    }
    if (siteDir.includes('\0'))
        return { problem: 'give a folder inside the workspace, e.g. public' };
    const lexical = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(ws, siteDir);
    if (!isInside(ws, lexical))
        return { problem: 'give a folder inside the workspace, e.g. public' };
    let real;
    try {
        real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(lexical);
    }
    catch {
        return { problem: 'no such folder in the workspace' };
    }
    if (!isInside(ws, real))
        return { problem: 'it leads outside the workspace through a symlink; give a folder inside the workspace' };
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real, { throwIfNoEntry: false })?.isDirectory())
        return { problem: 'it is not a folder' };
    return { root: real };
}
/** Folders of the workspace whose files are never read (as in discovery's IGNORED_FOLDERS). */
const NEVER_READ = new Set(['.git', 'node_modules']);
/** Cached, contained lookups of files under one `site-dir`. */
class SiteFiles {
    root;
    workspace;
    cache = new Map();
    /**
     * Folder listings (name -> what it is), read once each, so most lookups cost no system call.
     * Kept as a tree from the root: a lookup steps down by name, so its work grows with the depth of
     * the path, not with the depth times the length of the path (a loc 900 folders deep built and
     * hashed a path of each folder on the way: 46 s for 1,000 such locs).
     */
    top;
    /** `site-dir` relative to the workspace ('' when it is the workspace). */
    rootRelative;
    /**
     * `root`: the real absolute path of `site-dir`; `workspace`: the real absolute path of the
     * workspace, which holds `root`.
     */
    constructor(root, workspace) {
        this.root = root;
        this.workspace = workspace;
        this.top = { path: root };
        this.rootRelative = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(workspace, root);
    }
    /** Segments of `absolute` below `site-dir`, or undefined when it is not inside it. */
    segmentsOf(absolute) {
        if (!isInside(this.root, absolute))
            return undefined;
        const rel = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(this.root, absolute);
        return rel === '' ? [] : rel.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep);
    }
    /**
     * Looks up the regular file at `segments` (decoded, validated names) below `site-dir`. Never
     * throws. `keep: false` keeps the answer out of the cache when it was not there (a page of a
     * loc, looked up once per distinct loc: 75,000 cached answers to locs of 1,800 characters held
     * 300 MB).
     */
    file(segments, keep = true) {
        const lexical = node_path__WEBPACK_IMPORTED_MODULE_2__.join(this.root, ...segments);
        let hit = this.cache.get(lexical);
        if (!hit) {
            hit = this.lookup(lexical);
            if (keep)
                this.cache.set(lexical, hit);
        }
        return hit;
    }
    listing(folder) {
        if (!folder.listing) {
            folder.listing = (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(folder.path, { withFileTypes: true }).then((entries) => (folder.entries = new Map(entries.map((e) => [e.name, e.isSymbolicLink() ? 'link' : e.isDirectory() ? 'dir' : e.isFile() ? 'file' : 'other']))), () => {
                folder.entries = null;
                return undefined;
            });
        }
        return folder.listing;
    }
    /** The folder `name` in `folder` (listed as a plain folder). */
    below(folder, name) {
        folder.below ??= new Map();
        let next = folder.below.get(name);
        if (!next) {
            next = { path: node_path__WEBPACK_IMPORTED_MODULE_2__.join(folder.path, name) };
            folder.below.set(name, next);
        }
        return next;
    }
    /**
     * What the listings of the folders on the way say the path of `names` below `site-dir` is.
     * Listings are only read below `site-dir` and never through a symlink: at a symlink (or a folder
     * that cannot be listed) the answer is `unknown`, and a lookup that resolves and checks the
     * target decides.
     */
    async listed(names) {
        let folder = this.top;
        for (let i = 0; i < names.length; i++) {
            const listing = folder.entries !== undefined ? folder.entries : await this.listing(folder);
            if (!listing)
                return 'unknown';
            const kind = listing.get(names[i]);
            if (kind === undefined)
                return 'none';
            if (kind === 'link')
                return 'unknown';
            if (i === names.length - 1)
                return kind;
            if (kind !== 'dir')
                return 'none';
            folder = this.below(folder, names[i]);
        }
        return 'unknown';
    }
    async lookup(lexical) {
        // One relative path for the checks and the name shown (a path of a thousand folders was
        // taken apart four times per lookup).
        const below = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(this.root, lexical);
        const inside = below !== '' && below !== '..' && !below.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) && !node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(below);
        const relative = !inside ? node_path__WEBPACK_IMPORTED_MODULE_2__.relative(this.workspace, lexical) : this.rootRelative === '' ? below : `${this.rootRelative}${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}${below}`;
        const shown = toPosix(relative);
        if (!inside)
            return { found: false, why: 'it is not a file inside site-dir', reason: 'refused', path: shown };
        // Never read, as discovery never searches them: version control and installed packages
        // (with site-dir at the root of the checkout, a URL could name .git/config).
        if (relative.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).some((name) => NEVER_READ.has(name.toLowerCase()))) {
            return { found: false, why: 'it is inside .git or node_modules, which are never read', reason: 'refused', path: shown };
        }
        // The common cases, from the folder listings: no such name, or a plain file or folder reached
        // without a symlink (so its real path is the one looked at, inside site-dir).
        const kind = await this.listed(below.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep));
        if (kind === 'none')
            return { found: false, why: 'there is no such file', reason: 'absent', path: shown };
        if (kind === 'dir')
            return { found: false, why: 'it is a folder, not a file', reason: 'folder', path: shown };
        if (kind === 'file')
            return { found: true, absolute: lexical, path: shown };
        let real;
        try {
            real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(lexical);
        }
        catch (e) {
            const code = e.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return { found: false, why: 'there is no such file', reason: 'absent', path: shown };
            if (code === 'ELOOP')
                return { found: false, why: 'it is a symlink loop', reason: 'refused', path: shown };
            return { found: false, why: `it cannot be read (${code ?? 'error'})`, reason: 'refused', path: shown };
        }
        if (!isInside(this.root, real))
            return { found: false, why: 'it is a symlink leading outside site-dir, which is never followed', reason: 'refused', path: shown };
        // A symlink into .git or node_modules is never followed either (link.txt -> .git/config).
        if (node_path__WEBPACK_IMPORTED_MODULE_2__.relative(this.workspace, real).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).some((name) => NEVER_READ.has(name.toLowerCase()))) {
            return { found: false, why: 'it is a symlink into .git or node_modules, which are never read', reason: 'refused', path: shown };
        }
        try {
            const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(real);
            if (info.isDirectory())
                return { found: false, why: 'it is a folder, not a file', reason: 'folder', path: shown };
            if (!info.isFile())
                return { found: false, why: 'it is not a regular file', reason: 'refused', path: shown };
        }
        catch (e) {
            return { found: false, why: `it cannot be read (${e.code ?? 'error'})`, reason: 'refused', path: shown };
        }
        return { found: true, absolute: real, path: shown };
    }
}


/***/ }),

/***/ 9007:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DZ: () => (/* binding */ scopeDifferences),
/* harmony export */   Dl: () => (/* binding */ parseUrl),
/* harmony export */   Q2: () => (/* binding */ parseBaseUrl),
/* harmony export */   x5: () => (/* binding */ locate),
/* harmony export */   x6: () => (/* binding */ publicUrl)
/* harmony export */ });
/* unused harmony exports decodeSegment, encodeSegment */
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3136);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6067);
/**
 * The site mapping of URLs (INTERFACE.md `base-url`, `site-dir`): a file at
 * `site-dir/a/b/sitemap.xml` is published at `base-url` + `a/b/sitemap.xml`, and a URL under
 * `base-url` names a path under `site-dir`.
 *
 * URLs are taken apart here by hand, not with `new URL()`: the WHATWG parser removes dot
 * segments (`/a/../b`, also written `%2e%2e`) and turns `\` into `/`, which would hide exactly
 * the paths that try to leave `site-dir`. Each path segment is percent-decoded on its own, and a
 * segment that decodes to `.`, `..`, a separator, a control character or bytes that are not UTF-8
 * is never turned into a file name.
 */


const DEFAULT_PORT = { http: '80', https: '443' };
/** Longest URL the site checks take apart; longer ones are refused by the loc rules anyway. */
const MAX_URL_CHARS = 8192;
/** Scheme, authority (ended by a backslash too, as browsers read http and https URLs) and path. */
const URL_SHAPE = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#\\]*)([^?#]*)/;
/** Lower-cases a host and converts an internationalised name to ASCII (as it is, when that fails). */
function normaliseHost(host) {
    const lower = host.toLowerCase();
    // eslint-disable-next-line no-control-regex
    if (/^[\u0000-\u007f]*$/.test(lower) || lower.startsWith('['))
        return lower;
    const ascii = (0,node_url__WEBPACK_IMPORTED_MODULE_0__.domainToASCII)(lower);
    return ascii === '' ? lower : ascii;
}
/**
 * Takes an absolute URL (`scheme://authority/path?query#fragment`, surrounding XML white space
 * allowed) apart. Returns undefined for anything else (a relative URL, a bad port, an empty host):
 * the loc rules report those.
 */
function parseUrl(raw) {
    if (raw.length > MAX_URL_CHARS)
        return undefined;
    const s = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .trimXml */ .On)(raw);
    const m = URL_SHAPE.exec(s);
    if (!m)
        return undefined;
    const scheme = m[1].toLowerCase();
    let authority = m[2];
    const at = authority.lastIndexOf('@');
    if (at >= 0)
        authority = authority.slice(at + 1);
    let host;
    let port = '';
    if (authority.startsWith('[')) {
        const close = authority.indexOf(']');
        if (close < 0)
            return undefined;
        host = authority.slice(0, close + 1);
        const rest = authority.slice(close + 1);
        if (rest !== '') {
            if (!rest.startsWith(':'))
                return undefined;
            port = rest.slice(1);
        }
    }
    else {
        const colon = authority.lastIndexOf(':');
        host = colon >= 0 ? authority.slice(0, colon) : authority;
        port = colon >= 0 ? authority.slice(colon + 1) : '';
    }
    if (host === '' || !/^\d*$/.test(port) || port.length > 5)
        return undefined;
    if (port !== '')
        port = String(Number(port));
    if (port === DEFAULT_PORT[scheme])
        port = '';
    // A backslash in the path stays as written: the loc rules report it, and the mapping to files
    // refuses it (see `locate`).
    return { scheme, host: normaliseHost(host), port, path: m[3] };
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
function hexValue(c) {
    if (c >= 48 && c <= 57)
        return c - 48;
    if (c >= 65 && c <= 70)
        return c - 55;
    if (c >= 97 && c <= 102)
        return c - 87;
    return -1;
}
/** Characters Windows does not allow in a file name (on other systems only `/` and NUL are special). */
const WINDOWS_RESERVED = /[<>:"|?*]/;
/** Percent-decodes one path segment and says whether it can name a file. */
function decodeSegment(raw) {
    if (raw === '')
        return { value: '', problem: 'empty' };
    let value = raw;
    if (raw.includes('%')) {
        const bytes = [];
        for (let i = 0; i < raw.length; i++) {
            const c = raw.charCodeAt(i);
            if (c === 37 /* % */) {
                const hi = hexValue(raw.charCodeAt(i + 1));
                const lo = hexValue(raw.charCodeAt(i + 2));
                if (hi < 0 || lo < 0)
                    return { value: raw, problem: 'encoding' };
                bytes.push(hi * 16 + lo);
                i += 2;
            }
            else if (c < 128) {
                bytes.push(c);
            }
            else {
                const cp = raw.codePointAt(i);
                for (const b of Buffer.from(String.fromCodePoint(cp), 'utf8'))
                    bytes.push(b);
                if (cp > 0xffff)
                    i++;
            }
        }
        try {
            value = utf8.decode(Uint8Array.from(bytes));
        }
        catch {
            return { value: raw, problem: 'encoding' };
        }
    }
    if (value === '.' || value === '..')
        return { value, problem: 'dot' };
    if (value.includes('/') || value.includes('\\') || raw.includes('\\'))
        return { value, problem: 'separator' };
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(value))
        return { value, problem: 'control' };
    if (process.platform === 'win32' && WINDOWS_RESERVED.test(value))
        return { value, problem: 'separator' };
    return { value };
}
/** The segments of a path (`/a/b/` -> `a`, `b`, `''`; `''` or `/` -> one empty segment). */
function rawSegments(path) {
    return path === '' ? [''] : path.slice(1).split('/');
}
const PROBLEM_TEXT = {
    dot: 'a dot segment (`.` or `..`, also percent-encoded as %2e) that would climb out of its folder',
    empty: 'an empty path segment (`//`)',
    separator: 'a path separator inside a segment (`\\`, or an encoded %2F or %5C)',
    control: 'a control character in the path',
    encoding: 'a malformed percent-escape or escaped bytes that are not UTF-8',
};
/**
 * Validates and normalises a `base-url` value: an absolute http(s) URL without user information,
 * query or fragment; the path gets a trailing `/`. Returns the reason as a string when the value is
 * not accepted.
 */
function parseBaseUrl(raw) {
    const s = raw.trim();
    // The URL parser drops tabs and line breaks anywhere in the text; a base URL holding one (or
    // any control character or space) was not meant as written.
    // eslint-disable-next-line no-control-regex
    const control = /[\u0000-\u0020\u007f-\u009f]/.exec(s);
    if (control) {
        const at = (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .atCharacter */ .xn)(s, control.index);
        return control[0] === ' ' ? `percent-encode the space ${at} as %20` : `remove the control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} ${at}`;
    }
    let url;
    try {
        url = new URL(s);
    }
    catch {
        return 'give an absolute http or https URL such as https://www.example.org/';
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
        return 'give an http or https URL such as https://www.example.org/';
    // The URL parser repairs what it reads ("https:x.org", "a/../b/"); a base URL is taken as
    // written or not at all.
    if (!/^https?:\/\/[^/\\]/i.test(s))
        return 'write the scheme, "//" and the host, such as https://www.example.org/';
    if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(s.replace(/^https?:\/\/[^/]*/i, '')))
        return 'leave out "." and ".." segments (they are resolved, so the URL is not the one written)';
    if (url.username !== '' || url.password !== '')
        return 'leave out the user name and password';
    if (s.includes('?') || s.includes('#'))
        return 'leave out the query and the fragment';
    if (url.hostname === '')
        return 'give a URL with a host, such as https://www.example.org/';
    const pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    const href = `${url.protocol}//${url.host}${pathname}`;
    const parts = parseUrl(href);
    if (!parts)
        return 'give an absolute http or https URL such as https://www.example.org/';
    const segments = rawSegments(parts.path).slice(0, -1).map(decodeSegment);
    const bad = segments.find((x) => x.problem !== undefined);
    if (bad)
        return `its path has ${PROBLEM_TEXT[bad.problem]}`;
    return { ...parts, href, segments: segments.map((x) => x.value) };
}
/**
 * Where `raw` (an absolute URL) lies relative to `base`. Undefined when it is not an absolute URL
 * at all. A URL of the base's scheme, host and port whose path has a dot segment is `unsafe`
 * wherever it points (a crawler would resolve it, and it must not be resolved on disk); otherwise
 * a path not under the base path is `outside`, and a path under it with a segment that cannot name
 * a file is `unsafe`. Query and fragment are ignored.
 */
function locate(base, raw) {
    const p = parseUrl(raw);
    if (!p)
        return undefined;
    if (p.scheme !== base.scheme || p.host !== base.host || p.port !== base.port)
        return { kind: 'outside' };
    const segments = rawSegments(p.path).map(decodeSegment);
    if (segments.some((x) => x.problem === 'dot'))
        return { kind: 'unsafe', why: PROBLEM_TEXT.dot };
    const n = base.segments.length;
    // The URL needs at least one segment below the base path (an empty one for `base/`).
    if (segments.length <= n)
        return { kind: 'outside' };
    for (let i = 0; i < n; i++) {
        const x = segments[i];
        if (x.problem !== undefined || x.value !== base.segments[i])
            return { kind: 'outside' };
    }
    const rest = segments.slice(n);
    const directory = rest[rest.length - 1].value === '' && rest[rest.length - 1].problem === 'empty';
    if (directory)
        rest.pop();
    const bad = rest.find((x) => x.problem !== undefined);
    if (bad)
        return { kind: 'unsafe', why: PROBLEM_TEXT[bad.problem] };
    return { kind: 'inside', segments: rest.map((x) => x.value), directory };
}
/** Percent-encodes one file name for a URL path (RFC 3986 pchar; `/` never occurs). */
function encodeSegment(name) {
    return encodeURIComponent(name);
}
/** The public URL of a file at `segments` below `site-dir`. */
function publicUrl(base, segments) {
    return base.href + segments.map(encodeSegment).join('/');
}
/** RFC 3986 section 5.2.4 on decoded segments: `.` dropped, `..` removes the segment before it. */
function removeDots(segments) {
    const out = [];
    for (let i = 0; i < segments.length; i++) {
        const v = segments[i].value;
        const last = i === segments.length - 1;
        if (v === '.' || v === '..') {
            if (v === '..')
                out.pop();
            if (last)
                out.push('');
            continue;
        }
        out.push(v);
    }
    return out;
}
function shownPort(scheme, port) {
    return port !== '' ? port : DEFAULT_PORT[scheme] !== undefined ? `${DEFAULT_PORT[scheme]}, the default` : 'none';
}
/**
 * Compares a loc with the public URL of the sitemap that lists it (sitemaps.org "Sitemap file
 * location"): the same scheme, host and port, and, unless `originOnly`, a path under the folder
 * `folder` (decoded segments below `base`). Returns the parts that differ (empty when the loc is in
 * scope), or undefined when the loc is not an absolute URL.
 */
function scopeDifferences(base, folder, raw, originOnly = false) {
    const p = parseUrl(raw);
    if (!p)
        return undefined;
    const out = [];
    if (p.scheme !== base.scheme)
        out.push({ part: 'scheme', text: `scheme ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(p.scheme, 40)} (this file's is ${base.scheme})` });
    if (p.host !== base.host)
        out.push({ part: 'host', text: `host ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(p.host, 100)} (this file's is ${base.host})` });
    // Ports are compared as written, a scheme's default port counting as none: http://h and https://h
    // differ in their scheme only.
    if (p.port !== base.port)
        out.push({ part: 'port', text: `port ${shownPort(p.scheme, p.port)} (this file's is ${shownPort(base.scheme, base.port)})` });
    if (!originOnly) {
        const want = [...base.segments, ...folder];
        const have = removeDots(rawSegments(p.path).map(decodeSegment));
        const under = have.length > want.length && want.every((s, i) => have[i] === s);
        if (!under) {
            const dir = `/${want.map(encodeSegment).join('/')}${want.length > 0 ? '/' : ''}`;
            out.push({ part: 'path', text: `path ${(0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(p.path === '' ? '/' : p.path, 120)} (not under this file's folder ${dir})` });
        }
    }
    return out;
}


/***/ }),

/***/ 4439:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N9: () => (/* binding */ SiteChecks)
/* harmony export */ });
/* unused harmony exports RUN_LIMITS, pageFiles */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3024);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4910);
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6390);
/* harmony import */ var _extensions_values_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8267);
/* harmony import */ var _sink_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(4875);
/* harmony import */ var _site_fs_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(5455);
/* harmony import */ var _loc_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(9586);
/* harmony import */ var _locplaces_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(3468);
/* harmony import */ var _site_url_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(9007);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_11__ = __nccwpck_require__(6067);
/* harmony import */ var _entries_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(6114);
/**
 * Set-level and site-level checks: what only the files of a run taken together can tell
 * (ARCHITECTURE.md "set checks").
 *
 * Without `base-url`: `loc-duplicate-across-files`, `hreflang-return-link` and the totals per host,
 * which compare URLs only. With `base-url` (+ `site-dir`) the files are also mapped to their public
 * URLs and URLs to files (./site-url.ts, ./site-fs.ts): `loc-out-of-scope`, index children and
 * robots.txt sitemaps resolved to files and checked once each (`index-child-missing`,
 * `index-nested`, `robots-sitemap-missing`), a robots.txt crawlers never read (`robots-not-at-root`),
 * `page-missing` and `sitemap-unreferenced`.
 *
 * Memory is linear in the entries and alternates of the run: one place per loc occurrence, the
 * alternates of each entry as the checker hands them over, one reference per index entry or
 * `Sitemap:` line. Every finding is computed in one pass over these, with hash lookups.
 */












/** The alternates of one entry (see EntryAlternates), with the file they are in. */
/**
 * What the checks across files keep of a run at most: distinct locs, places after the first of a
 * loc, and entries with alternates. Each file keeps at most max-urls entries, but a run of 750
 * files of 50,000 distinct URLs each (86 MB of gzip text) held 37.5 million locs, 6.7 GB. Past a
 * limit, what was kept is dropped and the checks that compare it are not made, with a note: which
 * part would have been kept depends on the order the files are read in (concurrently), whether
 * the limit is passed does not. A sharded run goes further. Not frozen: tests lower them.
 */
const RUN_LIMITS = { locs: 5_000_000, repeats: 20_000_000, alternates: 1_000_000 };
/** Entries with more alternates than this are not compared for `hreflang-cluster-mismatch`. */
const CLUSTER_LIMIT = 200;
/**
 * Numbers for the strings the cluster check compares (lower-cased hreflangs, href keys), given
 * once per entry: the check compares every language of an entry with those of each entry it
 * names (up to CLUSTER_LIMIT times CLUSTER_LIMIT per entry), and lower-casing, hashing and
 * comparing the strings each time cost about 60 ns a comparison (3,000 entries of 200
 * alternates: 9 s).
 */
class ClusterCodes {
    langs = new Map();
    keys = new Map();
    /** For the entry being compared: per language number, 1 + the index of its first alternate, valid where `stamp` is the current round. */
    firstAt = new Int32Array(64);
    stamp = new Int32Array(64);
    /** Per language number: the round in which it was reported. */
    reported = new Int32Array(64);
    /** Gives `rec` its codes (once). */
    code(rec) {
        if (rec.langCodes !== undefined)
            return;
        const n = rec.hrefs.length;
        const langCodes = new Int32Array(n);
        const keyCodes = new Int32Array(n);
        for (let i = 0; i < n; i++) {
            const h = rec.hreflangs[i].toLowerCase();
            langCodes[i] = h === '' ? -1 : number(this.langs, h);
            keyCodes[i] = number(this.keys, rec.keys[i]);
        }
        rec.langCodes = langCodes;
        rec.keyCodes = keyCodes;
        if (this.langs.size > this.stamp.length) {
            const size = Math.max(this.langs.size, 2 * this.stamp.length);
            this.firstAt = (0,_locplaces_js__WEBPACK_IMPORTED_MODULE_8__/* .grown */ .gT)(this.firstAt, size);
            this.stamp = (0,_locplaces_js__WEBPACK_IMPORTED_MODULE_8__/* .grown */ .gT)(this.stamp, size);
            this.reported = (0,_locplaces_js__WEBPACK_IMPORTED_MODULE_8__/* .grown */ .gT)(this.reported, size);
        }
    }
}
/** The number of `s` in `map`, adding it as the next number when new. */
function number(map, s) {
    let n = map.get(s);
    if (n === undefined) {
        n = map.size;
        map.set(s, n);
    }
    return n;
}
/** Pending findings of a file at which they are cut to what the per-file cap can keep. */
const COMPACT_AT = 2 * _sink_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_FINDINGS_PER_FILE */ .hD;
/** Kinds whose entries are pages. */
const PAGE_KINDS = new Set(['urlset', 'text', 'rss', 'atom']);
/** A value that starts like an absolute URL (a scheme and a colon). */
const ABSOLUTE = /^[A-Za-z][A-Za-z0-9+.-]*:/;
/** The sitemap a file is a copy of: `sitemap.xml.gz` is `sitemap.xml` compressed (any case of `.gz`). */
function copyOf(file) {
    return file.length > 3 && file.slice(-3).toLowerCase() === '.gz' ? file.slice(0, -3) : file;
}
/** Where crawlers read the robots.txt of base-url's host (RFC 9309 2.3). */
function hostRobots(base) {
    return `${base.scheme}://${base.host}${base.port === '' ? '' : `:${base.port}`}/robots.txt`;
}
/** Kinds that are sitemaps (for `sitemap-unreferenced`). */
const SITEMAP_KINDS = new Set(['urlset', 'sitemapindex', 'text', 'rss', 'atom']);
/** Alternates per entry up to which a lookup scans the list instead of building a set. */
const SCAN_LIMIT = 16;
/** Page lookups at once. */
const PAGE_CONCURRENCY = 16;
function thousands(n) {
    return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function toPosix(p) {
    return p.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
}
async function forEachLimit(items, limit, fn) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await fn(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
/**
 * The set-level state of one run. The run registers each file, hands over the entries and
 * alternates of each checked file, checks the files `afterFile` returns (index children and
 * robots.txt sitemaps not yet in the run), and finally calls `finish`.
 */
class SiteChecks {
    policy;
    /** The parsed `base-url`, when given. */
    base;
    /** `site-dir`, when `base-url` is given. */
    files;
    workspace;
    on;
    members = new Map();
    /** Real path -> path in the run, so that a file reached twice is checked once. */
    byReal = new Map();
    pending = new Map();
    seq = 0;
    /** The locs of the page files (from the second page file on; see `held`). */
    locs = new _locplaces_js__WEBPACK_IMPORTED_MODULE_8__/* .LocPlaces */ .RM();
    /**
     * The entries of the first page file, kept aside: a run of one sitemap has no duplicates across
     * files, so its locs are only indexed when a second page file comes or a check needs them.
     */
    held;
    /** Paths of the feeds (RSS, Atom) of the run: they repeat the sitemaps' URLs by nature. */
    feeds = new Set();
    pageFileCount = 0;
    /** The "scheme://authority/" of the last loc whose host was parsed, and that host (see `pages`). */
    lastPrefix = '';
    lastHost;
    alternates = [];
    altByLoc = new Map();
    /** For a loc of several entries: every alternate they name (hreflang-return-link). */
    hrefUnion = new Map();
    /** Locs whose entries in altByLoc are in file and position order. */
    sortedLocs = new Set();
    hosts = new Map();
    references = [];
    /**
     * The files in site-dir (by copyOf) that a robots.txt line or index entry names but that are
     * never followed (a symlink leading outside site-dir...): checked through `paths`, they are
     * named all the same, so not `sitemap-unreferenced`.
     */
    namedUnfollowed = new Set();
    skipped = 0;
    /** True once the locs, or the entries with alternates, reached RUN_LIMITS (not kept from there on). */
    locsFull = false;
    alternatesFull = false;
    /** Notes on robots.txt files whose Sitemap: lines past max-urls were not followed. */
    unfollowed = [];
    /** See the constructor. */
    unnamed;
    /** A file as messages name it: quoted, or "this document" for a document without a name. */
    fileName(file) {
        return file === this.unnamed ? 'this document' : (0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(file, 120);
    }
    /**
     * `workspace`: the workspace root. Throws PolicyError when `site-dir` is not a folder inside it.
     * `mapFiles: false` leaves `base-url` and `site-dir` aside: only the checks that compare URLs
     * run (validate() judges one document held in memory, which maps to no file). `unnamed`: the
     * path under which a document without a name is registered; messages call it "this document".
     */
    constructor(policy, workspace, options = {}) {
        this.policy = policy;
        this.unnamed = options.unnamed;
        const probe = new _sink_js__WEBPACK_IMPORTED_MODULE_5__/* .FindingSink */ .RQ(policy);
        this.on = (rule) => probe.on(rule);
        let ws = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(workspace);
        try {
            ws = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync)(ws);
        }
        catch {
            // discover() reports an unreadable workspace; nothing here is mapped then.
        }
        this.workspace = ws;
        if (policy.baseUrl !== undefined && options.mapFiles !== false) {
            const base = (0,_site_url_js__WEBPACK_IMPORTED_MODULE_9__/* .parseBaseUrl */ .Q2)(policy.baseUrl);
            if (typeof base === 'string')
                throw new _policy_js__WEBPACK_IMPORTED_MODULE_3__/* .PolicyError */ .pn('base-url', `base-url: ${JSON.stringify(policy.baseUrl)} is not accepted; ${base}.`);
            const dir = (0,_site_fs_js__WEBPACK_IMPORTED_MODULE_6__/* .resolveSiteDir */ .vm)(ws, policy.siteDir);
            if ('problem' in dir)
                throw new _policy_js__WEBPACK_IMPORTED_MODULE_3__/* .PolicyError */ .pn('site-dir', `site-dir: ${JSON.stringify(policy.siteDir)} is not accepted; ${dir.problem}.`);
            this.base = base;
            this.files = new _site_fs_js__WEBPACK_IMPORTED_MODULE_6__/* .SiteFiles */ .BC(dir.root, ws);
        }
    }
    /** True when `onAlternates` should be passed to the checker (the return-link check is on). */
    get wantsAlternates() {
        return this.on('hreflang-return-link') || this.on('hreflang-cluster-mismatch');
    }
    /** Adds a file to the run. Returns false when its path is already in it. */
    register(file) {
        if (this.members.has(file.path))
            return false;
        // Every path the caller asked for is checked (two paths may name one file through a symlink);
        // a file reached through robots.txt or an index maps to the first of them.
        if (!file.problem && !this.byReal.has(file.absolute))
            this.byReal.set(file.absolute, file.path);
        const member = { path: file.path };
        if (this.files && !file.problem) {
            member.segments = this.files.segmentsOf(node_path__WEBPACK_IMPORTED_MODULE_0__.join(this.workspace, ...file.path.split('/'))) ?? this.files.segmentsOf(file.absolute);
        }
        this.members.set(file.path, member);
        return true;
    }
    /** Records the alternates of one entry of `file` (the arrays are kept, not copied). */
    addAlternates(file, e) {
        if (this.alternatesFull)
            return;
        if (this.alternates.length >= RUN_LIMITS.alternates) {
            // Which entries were kept would depend on the order the files were read in: none is kept,
            // and the checks that compare them are not made (see finish).
            this.alternatesFull = true;
            this.alternates.length = 0;
            this.altByLoc.clear();
            this.hrefUnion.clear();
            return;
        }
        const loc = (0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .trimXml */ .On)(e.loc);
        // The keys share the hrefs' strings, and their array when no href is written otherwise.
        let keys = e.hrefs;
        for (let i = 0; i < e.hrefs.length; i++) {
            const key = (0,_extensions_values_js__WEBPACK_IMPORTED_MODULE_4__/* .comparableUrl */ .sY)(e.hrefs[i]);
            if (key === e.hrefs[i])
                continue;
            if (keys === e.hrefs)
                keys = e.hrefs.slice();
            keys[i] = key;
        }
        const rec = { file, loc, key: (0,_extensions_values_js__WEBPACK_IMPORTED_MODULE_4__/* .comparableUrl */ .sY)(loc), hreflangs: e.hreflangs, hrefs: e.hrefs, keys, lines: e.lines, columns: e.columns };
        this.alternates.push(rec);
        const known = this.altByLoc.get(rec.key);
        if (known === undefined)
            this.altByLoc.set(rec.key, rec);
        else if (Array.isArray(known))
            known.push(rec);
        else
            this.altByLoc.set(rec.key, [known, rec]);
    }
    /**
     * Takes the entries of a checked file. Returns the files it names (index children, robots.txt
     * sitemaps) that are not in the run yet; the caller checks them and hands them over in turn.
     */
    async afterFile(result, records) {
        const member = this.members.get(result.path);
        if (!member)
            return [];
        if (PAGE_KINDS.has(result.kind)) {
            if (result.kind === 'rss' || result.kind === 'atom')
                this.feeds.add(member.path);
            this.pages(member, records);
            return [];
        }
        if (result.kind === 'sitemapindex') {
            // sitemaps.org asks index entries for the index's site only; Google also for its folder or
            // below ("Manage your sitemaps with a sitemap index file"): so do the google and strict profiles.
            this.scope(member, records, this.policy.profile === 'protocol', true);
            return this.follow(member, records, 'index-child-missing');
        }
        if (result.kind === 'robots') {
            this.robotsPlace(member);
            // A robots.txt has no url-count: say when lines past max-urls were not followed.
            if (this.base && records.length >= this.policy.maxUrls && result.entries > records.length) {
                this.unfollowed.push(`${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(member.path, 120)} has ${thousands(result.entries)} Sitemap: lines: ${records.length === 1 ? 'the first valid one was' : `the first ${thousands(records.length)} valid ones were`} followed (max-urls), and any valid line after ${records.length === 1 ? 'it' : 'them'} was not checked.`);
            }
            return this.follow(member, records, 'robots-sitemap-missing');
        }
        return [];
    }
    /**
     * The findings that need the whole run; merges every set-level finding into `results` (by
     * path) and returns what the summary shows of the site and notes for the run.
     */
    async finish(results, droppedByFile = new Map()) {
        this.nestedIndexes(results);
        this.duplicatesAcrossFiles();
        this.returnLinks();
        this.clusterMismatches();
        await this.missingPages();
        this.unreferenced(results);
        for (const [file, list] of this.pending) {
            const result = results.get(file);
            if (result)
                merge(this.policy, result, list.items, list.dropped, droppedByFile.get(file));
        }
        const hosts = [...this.hosts]
            .map(([host, entries]) => ({ host, entries }))
            .sort((a, b) => b.entries - a.entries || (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
        const references = [...this.references].sort((a, b) => (0,_locplaces_js__WEBPACK_IMPORTED_MODULE_8__/* .comparePlace */ .f8)({ file: a.from, line: a.line, column: a.column }, { file: b.from, line: b.line, column: b.column }));
        const site = { hosts, references };
        if (this.base && this.files) {
            site.baseUrl = this.base.href;
            site.siteDir = toPosix(node_path__WEBPACK_IMPORTED_MODULE_0__.relative(this.workspace, this.files.root)) || '.';
        }
        const notes = [...this.unfollowed].sort();
        // Whether a limit was passed depends on the files alone, not on the order they were read in.
        if (this.locsFull) {
            notes.push(`The run lists more URLs than the checks across files keep (${thousands(RUN_LIMITS.locs)} distinct ones, or ${thousands(RUN_LIMITS.repeats)} repeats): loc-duplicate-across-files, hreflang-return-link and page-missing were not made for this run; every file was judged on its own. Split the run with shard.`);
        }
        if (this.alternatesFull) {
            notes.push(`The run has more entries with hreflang alternates than the checks across entries keep (${thousands(RUN_LIMITS.alternates)}): hreflang-return-link and hreflang-cluster-mismatch were not made for this run; every file was judged on its own. Split the run with shard.`);
        }
        if (this.skipped > 0) {
            notes.push(`${thousands(this.skipped)} sitemap${this.skipped === 1 ? '' : 's'} named by robots.txt or a sitemap index ${this.skipped === 1 ? 'was' : 'were'} not checked: a run checks at most ${thousands(_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILES_PER_RUN */ .VT)} files.`);
        }
        return { site, notes };
    }
    // ---------------------------------------------------------------- per file
    add(file, rule, message, line, column) {
        if (!this.on(rule))
            return;
        let list = this.pending.get(file);
        if (!list) {
            list = { items: [], dropped: new Map(), next: COMPACT_AT };
            this.pending.set(file, list);
        }
        const p = { rule, message, seq: this.seq++ };
        if (line !== undefined && column !== undefined) {
            p.line = line;
            p.column = column;
        }
        list.items.push(p);
        if (list.items.length >= list.next)
            this.compact(list);
    }
    /**
     * Keeps of a file's pending findings only what the per-file cap can keep: the first
     * MAX_FINDINGS_PER_FILE of each tier by position and the first of each rule in each tier (those
     * `merge` would keep of them), the others counted by rule. Without it, 260 files repeating 50,000 locs held 13 million messages and ran
     * out of memory.
     */
    compact(list) {
        const severities = this.policy.severities;
        const rank = (p) => (0,_sink_js__WEBPACK_IMPORTED_MODULE_5__/* .tier */ .Zm)({ severity: severities[p.rule], line: p.line });
        const sorted = list.items.map((p) => ({ p, t: rank(p) })).sort((a, b) => a.t - b.t || (a.p.line ?? 0) - (b.p.line ?? 0) || (a.p.column ?? 0) - (b.p.column ?? 0) || a.p.seq - b.p.seq);
        const kept = [];
        let current = -1;
        let count = 0;
        const rules = new Set();
        for (const { p, t } of sorted) {
            if (t !== current) {
                current = t;
                count = 0;
                rules.clear();
            }
            // The first of each rule is kept too: the sink lists it before repeats of others.
            const first = !rules.has(p.rule);
            rules.add(p.rule);
            if (count++ < _sink_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_FINDINGS_PER_FILE */ .hD || first)
                kept.push(p);
            else
                list.dropped.set(p.rule, (list.dropped.get(p.rule) ?? 0) + 1);
        }
        list.items = kept;
        // Up to six tiers of a thousand stay: cut again only once as many more came, so the work
        // stays linear in the findings.
        list.next = Math.max(COMPACT_AT, 2 * kept.length);
    }
    /** Entries of a urlset, text sitemap or feed: scope, places and hosts. */
    pages(member, records) {
        this.scope(member, records, false, false);
        let lastPrefix = this.lastPrefix;
        let lastHost = this.lastHost;
        let count = 0;
        for (const raw of records.locs) {
            const loc = (0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .trimXml */ .On)(raw);
            // A loc of 2,048 characters or more is loc-too-long; it counts for no host.
            if (loc === '' || (0,_loc_js__WEBPACK_IMPORTED_MODULE_7__/* .isTooLongLoc */ .HK)(loc))
                continue;
            // Entries nearly always share a scheme and host (also across the files of a site): reuse the
            // last parse when the loc starts with the same "scheme://authority/" (no user info, which
            // would end later).
            if (lastPrefix !== '' && loc.startsWith(lastPrefix)) {
                count++;
                continue;
            }
            if (lastHost !== undefined && count > 0)
                this.hosts.set(lastHost, (this.hosts.get(lastHost) ?? 0) + count);
            count = 0;
            const host = (0,_site_url_js__WEBPACK_IMPORTED_MODULE_9__/* .parseUrl */ .Dl)(loc)?.host;
            const end = loc.indexOf('/', loc.indexOf('://') + 3);
            lastPrefix = host !== undefined && end > 0 && !loc.slice(0, end).includes('@') ? loc.slice(0, end + 1) : '';
            lastHost = host;
            if (host !== undefined)
                count = 1;
        }
        if (lastHost !== undefined && count > 0)
            this.hosts.set(lastHost, (this.hosts.get(lastHost) ?? 0) + count);
        this.lastPrefix = lastPrefix;
        this.lastHost = lastHost;
        this.pageFileCount++;
        if (this.pageFileCount === 1) {
            this.held = { file: member.path, records };
            return;
        }
        this.release();
        this.index(member.path, records);
    }
    /** Adds the held entries of the first page file to `locs`. */
    release() {
        const held = this.held;
        if (!held)
            return;
        this.held = undefined;
        this.index(held.file, held.records);
    }
    /** Adds the locs of a page file to `locs`. */
    index(file, records) {
        if (this.locsFull)
            return;
        const id = this.locs.fileId(file);
        for (let i = 0; i < records.length; i++) {
            if (this.locs.size >= RUN_LIMITS.locs || this.locs.repeats >= RUN_LIMITS.repeats) {
                // Which URLs were kept would depend on the order the files were read in: none is kept,
                // and the checks that compare them are not made (see finish).
                this.locsFull = true;
                this.locs = new _locplaces_js__WEBPACK_IMPORTED_MODULE_8__/* .LocPlaces */ .RM();
                return;
            }
            const loc = (0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .trimXml */ .On)(records.locs[i]);
            // A loc of 2,048 characters or more is loc-too-long in its file; keeping it for the checks
            // across files would hold a possibly huge string for the whole run.
            if (loc === '' || (0,_loc_js__WEBPACK_IMPORTED_MODULE_7__/* .isTooLongLoc */ .HK)(loc))
                continue;
            this.locs.add(loc, id, records.line(i), records.column(i), records.extensions(i));
        }
    }
    /**
     * `robots-not-at-root`: crawlers read the rules of a host from `/robots.txt` at its root only
     * (RFC 9309 2.3), never from `/docs/robots.txt` or from a site served below the root (a GitHub
     * Pages project site). Judged when the file's public URL is known (base-url, a file in site-dir);
     * a gzip copy beside it (`robots.txt.gz`) is judged by the name it is a copy of. A robots.txt
     * reached through an index entry or a `Sitemap:` line is not reported (the entry that names it
     * is), but its lines name nothing for `sitemap-unreferenced` either.
     */
    robotsPlace(member) {
        const base = this.base;
        const files = this.files;
        const segments = member.segments;
        if (!base || !files || !segments || segments.length === 0)
            return;
        const name = copyOf(segments[segments.length - 1]);
        const folder = segments.slice(0, -1);
        if (base.segments.length === 0 && folder.length === 0 && name === 'robots.txt')
            return;
        member.offRoot = true;
        if (member.reached || !this.on('robots-not-at-root'))
            return;
        member.notAtRoot = true;
        const root = hostRobots(base);
        let hint;
        if (base.segments.length > 0) {
            const where = base.host.endsWith('.github.io')
                ? `on GitHub Pages, the host's robots.txt is the user or organization site's (repository ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .shortName */ .EU)(base.host, 100)}): add the Sitemap: lines there, or submit the sitemaps in Search Console`
                : `add the Sitemap: lines to ${root}, or submit the sitemaps in Search Console`;
            hint = `A site served below the host root (base-url ${base.href}) cannot have a robots.txt of its own; ${where}.`;
        }
        else if (folder.length > 0) {
            const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(this.workspace, files.root);
            const sub = (0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .shortName */ .EU)(toPosix(node_path__WEBPACK_IMPORTED_MODULE_0__.join(dir, ...folder)), 120);
            hint =
                dir === ''
                    ? `site-dir is the workspace; if ${sub}/ is the built site, set site-dir: ${sub}.`
                    : `Move it to the root of site-dir (${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .shortName */ .EU)(toPosix(node_path__WEBPACK_IMPORTED_MODULE_0__.join(dir, 'robots.txt')), 120)}), or, if ${sub}/ is the built site, set site-dir: ${sub}.`;
        }
        else {
            hint = 'Name it robots.txt, in lower case.';
        }
        this.add(member.path, 'robots-not-at-root', `This robots.txt is published at ${(0,_site_url_js__WEBPACK_IMPORTED_MODULE_9__/* .publicUrl */ .x6)(base, segments)}, but crawlers read robots.txt only at the root of the host, ${root} (RFC 9309 2.3): its rules and Sitemap: lines are never read. ${hint}`);
    }
    /**
     * `loc-out-of-scope` for the entries of a file in `site-dir`; `originOnly`: scheme, host and
     * port only (index entries in the protocol profile).
     */
    scope(member, records, originOnly, index) {
        const base = this.base;
        if (!base || !member.segments || member.segments.length === 0 || !this.on('loc-out-of-scope'))
            return;
        const folder = member.segments.slice(0, -1);
        const own = (0,_site_url_js__WEBPACK_IMPORTED_MODULE_9__/* .publicUrl */ .x6)(base, member.segments);
        for (let i = 0; i < records.length; i++) {
            const loc = records.locs[i];
            const diffs = (0,_site_url_js__WEBPACK_IMPORTED_MODULE_9__/* .scopeDifferences */ .DZ)(base, folder, loc, originOnly);
            if (!diffs || diffs.length === 0)
                continue;
            // A loc of a scheme other than http and https is loc-scheme already; naming that scheme
            // again here would report one fault twice.
            if (diffs.some((d) => d.part === 'scheme') && !/^[\t\n\r ]*https?:/i.test(loc))
                continue;
            const what = originOnly
                ? 'a sitemap index may list only sitemaps of its own scheme, host and port (sitemaps.org "Sitemap index files")'
                : index
                    ? 'a sitemap index may list only sitemaps of its own scheme, host and port, in its own folder or below (Google, "Manage your sitemaps with a sitemap index file")'
                    : 'a sitemap may list only URLs of its own scheme, host and port, in its own folder or below (sitemaps.org "Sitemap file location")';
            this.add(member.path, 'loc-out-of-scope', `The loc ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)((0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .trimXml */ .On)(loc))} differs from this file's public URL ${own} in its ${diffs.map((d) => d.text).join(', ')}; ${what}. Move the entry to ${index ? 'a sitemap index' : 'a sitemap'} published there, or fix the URL.`, records.line(i), records.column(i));
        }
    }
    /** Resolves the sitemaps named by an index or a robots.txt; returns those not yet in the run. */
    async follow(member, records, rule) {
        const base = this.base;
        const files = this.files;
        if (!base || !files)
            return [];
        const added = [];
        const named = rule === 'index-child-missing' ? 'The index entry' : 'The Sitemap: value';
        // A robots.txt below the root of site-dir most often means a wrong site-dir: its own finding
        // (robots-not-at-root) says which, so the advice here points at it instead of at the build.
        const advice = rule === 'robots-sitemap-missing' && member.notAtRoot && member.segments !== undefined && member.segments.length > 1
            ? 'This robots.txt is itself not at the root of site-dir: check site-dir first (see robots-not-at-root).'
            : `Generate that sitemap in the build, or remove the ${rule === 'index-child-missing' ? 'entry' : 'line'}.`;
        for (let i = 0; i < records.length; i++) {
            const line = records.line(i);
            const column = records.column(i);
            const url = (0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .trimXml */ .On)(records.locs[i]);
            const ref = { from: member.path, line, column, url, status: 'outside' };
            const where = (0,_site_url_js__WEBPACK_IMPORTED_MODULE_9__/* .locate */ .x5)(base, records.locs[i]);
            if (!where)
                continue; // not an absolute URL: the loc rules (or robots-sitemap-invalid) report it
            this.references.push(ref);
            if (where.kind === 'outside')
                continue;
            if (where.kind === 'unsafe') {
                ref.status = 'unsafe';
                this.add(member.path, rule, `${named} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(url)} is under base-url, but its path has ${where.why}; it is never mapped to a file, so nothing is read for it. Write the plain path of the sitemap.`, line, column);
                continue;
            }
            if (where.directory || where.segments.length === 0) {
                ref.status = 'folder';
                this.add(member.path, rule, `${named} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(url)} names a folder (it ends in /), not a sitemap file. Name the sitemap file itself.`, line, column);
                continue;
            }
            const found = await files.file(where.segments);
            if (!found.found) {
                ref.status = found.reason === 'absent' ? 'missing' : found.reason === 'folder' ? 'folder' : 'refused';
                if (ref.status === 'refused' && !member.offRoot)
                    this.namedUnfollowed.add(copyOf(found.path));
                this.add(member.path, rule, `${named} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(url)} maps to ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(found.path, 120)} in site-dir, but ${found.why}. ${advice}`, line, column);
                continue;
            }
            const target = this.admit(found, added);
            if (target === undefined) {
                ref.status = 'skipped';
                continue;
            }
            ref.status = 'file';
            ref.to = target;
        }
        return added;
    }
    /** The path in the run of a found file, adding it to `added` when it is new; undefined past the file limit. */
    admit(found, added) {
        const known = this.byReal.get(found.absolute);
        if (known !== undefined)
            return known;
        if (this.members.has(found.path))
            return found.path;
        if (this.members.size >= _discover_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_FILES_PER_RUN */ .VT) {
            this.skipped++;
            return undefined;
        }
        const file = { path: found.path, absolute: found.absolute };
        this.register(file);
        this.members.get(found.path).reached = true;
        added.push(file);
        return found.path;
    }
    // ---------------------------------------------------------------- across the run
    /**
     * `index-nested`: an index entry that maps to a file which turned out to be an index. And an
     * index entry (`index-child-missing`) or a `Sitemap:` line (`robots-sitemap-invalid`) that maps
     * to a robots.txt, which is judged as a robots.txt and is no sitemap: Search Console cannot
     * read it as one.
     */
    nestedIndexes(results) {
        for (const ref of this.references) {
            if (ref.status !== 'file' || ref.to === undefined)
                continue;
            const fromKind = results.get(ref.from)?.kind;
            if (results.get(ref.to)?.kind === 'robots' && (fromKind === 'sitemapindex' || fromKind === 'robots')) {
                const what = fromKind === 'robots' ? 'The Sitemap: value' : 'The index entry';
                this.add(ref.from, fromKind === 'robots' ? 'robots-sitemap-invalid' : 'index-child-missing', `${what} ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(ref.url)} names ${ref.to === ref.from ? 'this robots.txt itself' : `the robots.txt ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(ref.to, 120)}`}, which is no sitemap (Search Console "Unsupported format"). Name the sitemap itself.`, ref.line, ref.column);
                continue;
            }
            if (results.get(ref.from)?.kind !== 'sitemapindex' || results.get(ref.to)?.kind !== 'sitemapindex')
                continue;
            const message = ref.to === ref.from
                ? `This index lists itself (${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(ref.url)}); a sitemap index may list only sitemaps, not indexes (Search Console "Nested indexing"). Remove the entry.`
                : `The entry ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(ref.url)} is itself a sitemap index (${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(ref.to ?? '', 120)}); a sitemap index may list only sitemaps, not other indexes (Search Console "Nested indexing"). List its sitemaps here directly.`;
            this.add(ref.from, 'index-nested', message, ref.line, ref.column);
        }
    }
    /**
     * `loc-duplicate-across-files`: the first occurrence in each other file, naming the first of all.
     * Not compared: feeds (RSS, Atom), which list the site's new pages that its sitemaps list too
     * (Google asks for both); a sitemap and its gzip copy beside it (`sitemap.xml` and
     * `sitemap.xml.gz`, as MkDocs and other generators write them); and values that are no absolute
     * URL (a text sitemap's comment line), which their own files report.
     */
    duplicatesAcrossFiles() {
        // With one page file (held, never indexed) no loc can be listed in two files.
        if (!this.on('loc-duplicate-across-files') || this.pageFileCount < 2 || this.locsFull)
            return;
        for (const [loc, known] of this.locs.repeated()) {
            if (!ABSOLUTE.test(loc))
                continue;
            // Feeds repeat the sitemaps' URLs by nature; news and video entries may be listed in a
            // sitemap of their own beside the page's ("Either option is fine with Google"), and so may
            // images: an entry with images is compared with the other entries with images only.
            const compared = known.filter((p) => ((p.extensions ?? 0) & _entries_js__WEBPACK_IMPORTED_MODULE_10__/* .NEWS_OR_VIDEO */ .IM) === 0 && !this.feeds.has(p.file));
            for (const images of [false, true]) {
                this.repeatsOf(loc, compared.filter((p) => (((p.extensions ?? 0) & _entries_js__WEBPACK_IMPORTED_MODULE_10__/* .IMAGES */ .no) !== 0) === images).sort(_locplaces_js__WEBPACK_IMPORTED_MODULE_8__/* .comparePlace */ .f8));
            }
        }
    }
    /** `loc-duplicate-across-files` for the places of one loc (sorted), each file after the first. */
    repeatsOf(loc, sorted) {
        const first = sorted[0];
        if (first === undefined)
            return;
        let file = first.file;
        let copies;
        for (const p of sorted) {
            if (p.file === file)
                continue;
            file = p.file;
            // A gzip copy is the same sitemap: one finding per sitemap, none between the two.
            const group = copyOf(p.file);
            if (group === copyOf(first.file))
                continue;
            copies ??= new Set();
            if (copies.has(group))
                continue;
            copies.add(group);
            this.add(p.file, 'loc-duplicate-across-files', `The loc ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(loc)} is also listed in ${this.fileName(first.file)} on line ${first.line}; list each URL in one sitemap only.`, p.line, p.column);
        }
    }
    listsBack(b, a) {
        const known = this.altByLoc.get(b);
        if (known === undefined)
            return false;
        if (!Array.isArray(known)) {
            if (known.keys.length <= SCAN_LIMIT)
                return known.keys.includes(a);
            known.set ??= new Set(known.keys);
            return known.set.has(a);
        }
        // A loc listed by many entries: one set of all their alternates, built once, so that the
        // work stays linear in the alternates however often a loc is repeated.
        let union = this.hrefUnion.get(b);
        if (union === undefined) {
            union = new Set();
            for (const r of known)
                for (const h of r.keys)
                    union.add(h);
            this.hrefUnion.set(b, union);
        }
        return union.has(a);
    }
    /**
     * The entry of loc `b` that the cluster check compares with: the first by file, then position,
     * so that the finding names the same entry whatever order the files were judged in.
     */
    firstRecord(b) {
        const known = this.altByLoc.get(b);
        if (!Array.isArray(known))
            return known;
        if (!this.sortedLocs.has(b)) {
            known.sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0) || (x.lines[0] ?? 0) - (y.lines[0] ?? 0) || (x.columns[0] ?? 0) - (y.columns[0] ?? 0));
            this.sortedLocs.add(b);
        }
        return known[0];
    }
    /**
     * `hreflang-cluster-mismatch`: for each entry A and each alternate B of A that is an entry with
     * alternates of its own, every language both list must name the same URL. When B is the loc of
     * several entries, A is compared with the first (by file, then position). Entries with more
     * than CLUSTER_LIMIT alternates are not compared (the work is alternates of A times alternates
     * of B; real clusters hold a few dozen languages).
     */
    clusterMismatches() {
        if (!this.on('hreflang-cluster-mismatch') || this.alternatesFull)
            return;
        const codes = new ClusterCodes();
        // Rounds number the entries compared (from 1): `stamp` and `reported` hold the round that set them.
        let round = 0;
        for (const rec of this.alternates) {
            if (rec.hrefs.length > CLUSTER_LIMIT)
                continue;
            codes.code(rec);
            round++;
            const langs = rec.langCodes;
            const keys = rec.keyCodes;
            // The first alternate of each (lower-cased) language.
            for (let i = 0; i < langs.length; i++) {
                const h = langs[i];
                // -1 is a link whose hreflang is no language tag: it names no language to compare.
                if (h >= 0 && codes.stamp[h] !== round) {
                    codes.stamp[h] = round;
                    codes.firstAt[h] = i + 1;
                }
            }
            for (let i = 0; i < rec.hrefs.length; i++) {
                const b = rec.hrefs[i];
                if (rec.keys[i] === rec.key)
                    continue;
                // One entry per loc (the first): comparing with every entry of a loc listed many times
                // made the work grow with the square of the repeats.
                const other = this.firstRecord(rec.keys[i]);
                if (other === undefined || other.hrefs.length > CLUSTER_LIMIT)
                    continue;
                codes.code(other);
                // Coding `other` may have grown the arrays.
                const { stamp, firstAt, reported } = codes;
                const theirLangs = other.langCodes;
                const theirKeys = other.keyCodes;
                for (let j = 0; j < theirLangs.length; j++) {
                    const h = theirLangs[j];
                    if (h < 0 || stamp[h] !== round || reported[h] === round)
                        continue;
                    const at = firstAt[h] - 1;
                    if (keys[at] === theirKeys[j])
                        continue;
                    reported[h] = round;
                    const expected = rec.hrefs[at];
                    const lang = other.hreflangs[j].toLowerCase();
                    this.add(rec.file, 'hreflang-cluster-mismatch', `This page lists ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(expected)} for hreflang ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(lang, 40)}, but its alternate ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(b)} (${this.fileName(other.file)}, line ${other.lines[j]}) lists ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(other.hrefs[j])} for it; all pages of one cluster must name the same URL for each language.`, rec.lines[at], rec.columns[at]);
                }
            }
        }
        // The codes serve this check only.
        for (const rec of this.alternates) {
            rec.langCodes = undefined;
            rec.keyCodes = undefined;
        }
    }
    /** `hreflang-return-link`: A names B, B is an entry of the run, and no entry of B names A. */
    returnLinks() {
        if (!this.on('hreflang-return-link') || this.alternates.length === 0 || this.locsFull || this.alternatesFull)
            return;
        this.release();
        for (const rec of this.alternates) {
            const a = rec.loc;
            for (let i = 0; i < rec.hrefs.length; i++) {
                const b = rec.hrefs[i];
                const kb = rec.keys[i];
                // A link whose hreflang is no language tag is hreflang-value already; Google drops it.
                if (kb === rec.key || rec.hreflangs[i] === '')
                    continue;
                // B as an entry of the run: its loc as written, or (written otherwise here) in the shared form.
                const place = this.locs.first(b) ?? (kb !== b ? this.locs.first(kb) : undefined);
                if (place === undefined || this.listsBack(kb, rec.key))
                    continue;
                this.add(rec.file, 'hreflang-return-link', `The alternate ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(b)} (hreflang ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(rec.hreflangs[i] ?? '', 40)}) is listed in ${this.fileName(place.file)} on line ${place.line}, but no entry for it lists this page ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(a)} back; Google ignores hreflang links that are not confirmed from both sides (Search Console "no return tags").`, rec.lines[i], rec.columns[i]);
            }
        }
    }
    /** `page-missing` (with `check-pages`): locs under base-url that map to no file. */
    async missingPages() {
        const base = this.base;
        const files = this.files;
        if (!base || !files || !this.on('page-missing') || this.locsFull)
            return;
        this.release();
        const entries = [...this.locs.entries()];
        await forEachLimit(entries, PAGE_CONCURRENCY, async ([loc, known]) => {
            const where = (0,_site_url_js__WEBPACK_IMPORTED_MODULE_9__/* .locate */ .x5)(base, loc);
            if (!where || where.kind === 'outside')
                return;
            let message;
            if (where.kind === 'unsafe') {
                message = `The loc ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(loc)} is under base-url, but its path has ${where.why}; it is never mapped to a file in site-dir.`;
            }
            else {
                const tried = await pageFiles(files, where.segments, where.directory);
                if (tried === true)
                    return;
                message = `The loc ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(loc)} maps to no file in site-dir (looked for ${tried.join(', ')}); the build did not produce this page. Fix the URL or the build.`;
            }
            for (const p of known)
                this.add(p.file, 'page-missing', message, p.line, p.column);
        });
    }
    /**
     * `sitemap-unreferenced`: sitemaps in site-dir that no robots.txt line or index entry of the run
     * names. A sitemap and its gzip copy beside it (`sitemap.xml`, `sitemap.xml.gz`) are one: naming
     * either names both. The `Sitemap:` lines of a robots.txt crawlers never read (`offRoot`) name
     * nothing.
     */
    unreferenced(results) {
        const base = this.base;
        if (!base || !this.on('sitemap-unreferenced'))
            return;
        // Without a robots.txt in the run, where the sitemaps are announced is unknown: nothing to judge.
        if (![...results.values()].some((r) => r.kind === 'robots'))
            return;
        /** The sitemaps named (by copyOf), and those named only by a robots.txt off the host root, with it. */
        const referenced = new Set();
        const unread = new Map();
        for (const ref of this.references) {
            if (ref.status !== 'file' || ref.to === undefined || ref.to === ref.from)
                continue;
            const group = copyOf(ref.to);
            if (!this.members.get(ref.from)?.offRoot)
                referenced.add(group);
            else if (!unread.has(group))
                unread.set(group, ref.from);
        }
        for (const member of this.members.values()) {
            const result = results.get(member.path);
            const group = copyOf(member.path);
            if (!result || !SITEMAP_KINDS.has(result.kind) || !member.segments || referenced.has(group) || this.namedUnfollowed.has(group))
                continue;
            const robots = unread.get(group);
            this.add(member.path, 'sitemap-unreferenced', robots === undefined
                ? `No checked robots.txt Sitemap: line and no checked sitemap index names this sitemap (${(0,_site_url_js__WEBPACK_IMPORTED_MODULE_9__/* .publicUrl */ .x6)(base, member.segments)}); crawlers find it only if it is submitted by hand. Add it to robots.txt or to your sitemap index.`
                : `Only ${(0,_text_js__WEBPACK_IMPORTED_MODULE_11__/* .quote */ .hD)(robots, 120)} names this sitemap (${(0,_site_url_js__WEBPACK_IMPORTED_MODULE_9__/* .publicUrl */ .x6)(base, member.segments)}), a robots.txt that is not at the host root, which crawlers never read (robots-not-at-root); crawlers find the sitemap only if it is submitted by hand. Add it to ${hostRobots(base)} or submit it in Search Console.`);
        }
    }
}
/**
 * The files a page URL may be served from (INTERFACE.md `check-pages`): `/a/` -> `a/index.html`;
 * `/a` -> `a`, `a.html`, `a/index.html`; `/` -> `index.html`. Returns true when one exists, else
 * the paths looked at.
 */
async function pageFiles(files, segments, directory) {
    const candidates = directory || segments.length === 0
        ? [[...segments, 'index.html']]
        : [[...segments], [...segments.slice(0, -1), `${segments[segments.length - 1]}.html`], [...segments, 'index.html']];
    const tried = [];
    for (const c of candidates) {
        // Each distinct loc is looked up once: its answers are not cached.
        const r = await files.file(c, false);
        if (r.found)
            return true;
        tried.push(r.path);
    }
    return tried;
}
function addCounts(a, b) {
    return { errors: a.errors + b.errors, warnings: a.warnings + b.warnings, notices: a.notices + b.notices };
}
/** Adds `n` findings of `severity` (a policy severity; `off` adds nothing) to `counts`. */
function addTo(counts, severity, n) {
    if (severity === 'error')
        counts.errors += n;
    else if (severity === 'warning')
        counts.warnings += n;
    else if (severity === 'notice')
        counts.notices += n;
}
function negated(c) {
    return { errors: -c.errors, warnings: -c.warnings, notices: -c.notices };
}
/**
 * Adds set-level findings to a file's result: through a FindingSink of their own (so the per-file
 * cap applies to them too), merged by position, file-level findings first, with exact counts.
 */
function merge(policy, result, list, dropped = new Map(), fileDropped = {}) {
    list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.seq - b.seq);
    // One cap for the file: the site-level findings fill what the file's own findings left of it
    // (those past it are counted).
    const listed = result.findings.filter((f) => f.rule !== _sink_js__WEBPACK_IMPORTED_MODULE_5__/* .FINDINGS_CAPPED */ .lG).length;
    const sink = new _sink_js__WEBPACK_IMPORTED_MODULE_5__/* .FindingSink */ .RQ(policy, Math.max(0, _sink_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_FINDINGS_PER_FILE */ .hD - listed), _sink_js__WEBPACK_IMPORTED_MODULE_5__/* .MAX_FINDINGS_PER_FILE */ .hD);
    for (const p of list)
        sink.add(p.rule, p.message, p.line, p.column);
    for (const [rule, n] of dropped)
        sink.addDropped(rule, n);
    let counts = addCounts(result.counts ?? (0,_sink_js__WEBPACK_IMPORTED_MODULE_5__/* .findingCounts */ .s_)(result.findings), sink.counts());
    let own = result.findings;
    if (sink.droppedCount > 0 && own.some((f) => f.rule === _sink_js__WEBPACK_IMPORTED_MODULE_5__/* .FINDINGS_CAPPED */ .lG)) {
        // The file left findings out too: one findings-capped notice tells both (the file's is taken
        // out, its counts with it, and its rules added to this sink's, which counts them again).
        own = own.filter((f) => f.rule !== _sink_js__WEBPACK_IMPORTED_MODULE_5__/* .FINDINGS_CAPPED */ .lG);
        const again = { errors: 0, warnings: 0, notices: 0 };
        for (const [rule, n] of Object.entries(fileDropped)) {
            sink.addDropped(rule, n);
            addTo(again, policy.severities[rule], n);
        }
        addTo(again, policy.severities[_sink_js__WEBPACK_IMPORTED_MODULE_5__/* .FINDINGS_CAPPED */ .lG], 1);
        counts = addCounts(addCounts(result.counts ?? (0,_sink_js__WEBPACK_IMPORTED_MODULE_5__/* .findingCounts */ .s_)(result.findings), sink.counts()), negated(again));
    }
    const added = sink.sorted();
    // Nothing listed can still be something counted (findings-capped turned off): the totals count it.
    if (added.length === 0 && sink.counts().errors + sink.counts().warnings + sink.counts().notices === 0)
        return;
    const all = [...own, ...added];
    const order = new Map(all.map((f, i) => [f, i]));
    all.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || order.get(a) - order.get(b));
    result.findings = all;
    result.counts = counts;
}


/***/ }),

/***/ 6067:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AP: () => (/* binding */ MAX_FIELD_CHARS),
/* harmony export */   EU: () => (/* binding */ shortName),
/* harmony export */   Nm: () => (/* binding */ TEMPLATE_HINT),
/* harmony export */   On: () => (/* binding */ trimXml),
/* harmony export */   Qj: () => (/* binding */ isXmlSpace),
/* harmony export */   _N: () => (/* binding */ holdsTemplateTags),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   pf: () => (/* binding */ quoteShort),
/* harmony export */   tO: () => (/* binding */ codePointCount),
/* harmony export */   xn: () => (/* binding */ atCharacter),
/* harmony export */   z3: () => (/* binding */ isBlank)
/* harmony export */ });
/* unused harmony export QUOTE_LIMIT */
/**
 * Quoting of untrusted values inside finding messages. Values are shortened (to 200 characters by
 * default) and control characters are made visible, so a message stays one readable line. The
 * report layer still neutralises every message for its own channel (workflow commands, HTML).
 */
/** True for XML whitespace (XML 1.0 `S`): space, tab, CR, LF; not U+00A0 or other Unicode spaces. */
function isXmlSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;
}
/** True when `text` holds only XML whitespace (or nothing). */
function isBlank(text) {
    for (let i = 0; i < text.length; i++)
        if (!isXmlSpace(text.charCodeAt(i)))
            return false;
    return true;
}
/**
 * `text` without surrounding XML whitespace (unlike String#trim, which also drops U+00A0 and
 * others); the same string when there is none.
 */
function trimXml(text) {
    let start = 0;
    let end = text.length;
    while (start < end && isXmlSpace(text.charCodeAt(start)))
        start++;
    while (end > start && isXmlSpace(text.charCodeAt(end - 1)))
        end--;
    return start === 0 && end === text.length ? text : text.slice(start, end);
}
const SURROGATE = /[\ud800-\udfff]/;
/** Unicode characters (code points) in `s[from, to)`: a surrogate pair counts once. */
function codePointCount(s, from = 0, to = s.length) {
    // A long run is first searched for surrogates natively: most text has none.
    let start = from;
    if (to - from > 256) {
        const first = s.slice(from, to).search(SURROGATE);
        if (first < 0)
            return to - from;
        start = from + first;
    }
    let n = start - from;
    for (let i = start; i < to; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff)
                i++;
        }
        n++;
    }
    return n;
}
/**
 * "at character N" for the UTF-16 index `i` of `s`: N counts Unicode characters from 1 (a
 * character outside the BMP is one), as the columns of findings do.
 */
function atCharacter(s, i) {
    return `at character ${codePointCount(s, 0, i) + 1}`;
}
/**
 * Characters of a field's text (loc, lastmod, changefreq, priority), and of an extension element's
 * text, kept for its checks: 1 MiB of UTF-16 code units, 500 times the longest valid loc. Past it
 * only the length is counted, so a 50 MB text node costs no more memory than its chunks in flight;
 * a loc that long is judged by its first 1 MiB and reported as `loc-too-long` with its exact length
 * (./loc.ts checkLoc), other fields and extension values by their first 1 MiB.
 */
const MAX_FIELD_CHARS = 1 << 20;
/** Longest quoted value in a message, in characters (INTERFACE.md "Annotations"). */
const QUOTE_LIMIT = 200;
/**
 * True when `value` holds template tags (Liquid and Jinja `{{ }}` / `{% %}`, Go templates
 * `{{ }}`): an opening `{{` with a `}}` after it, or `{%` with a `%}` after it. A value holding
 * them comes from the source of a site (a Jekyll or Hugo layout, a theme), not from the built
 * site. An opening alone is not enough: JSON in a query with its quotes percent-encoded
 * (`?f={%22a%22:1}`) holds `{%`. Linear in the length of `value`.
 */
function holdsTemplateTags(value) {
    const output = value.indexOf('{{');
    if (output >= 0 && value.indexOf('}}', output + 2) >= 0)
        return true;
    const tag = value.indexOf('{%');
    return tag >= 0 && value.indexOf('%}', tag + 2) >= 0;
}
/** What to do about a file whose values hold template tags ({@link holdsTemplateTags}), appended to a finding. */
const TEMPLATE_HINT = ' The value holds template tags ({{ }} or {% %}): is this file a template rather than the sitemap your site generator writes? Then check the built file (e.g. _site/ or public/) and leave the template out of the paths (a !pattern); in a built file, a placeholder was left unfilled.';
function escapeChar(c) {
    switch (c) {
        case '\n':
            return '\\n';
        case '\r':
            return '\\r';
        case '\t':
            return '\\t';
        case '"':
            return '\\"';
        case '\\':
            return '\\\\';
        default:
            return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
}
// eslint-disable-next-line no-control-regex
// Also the invisible ones (no-break and zero-width spaces, bidirectional marks, U+FEFF), which a
// reader could not see in a quoted value.
const SPECIAL = /[\u0000-\u001f\u007f-\u00a0\u200b-\u200f\u202a-\u202e\u2028\u2029\u2060\ufeff"\\]/;
/**
 * Quotes `value` for a message: wrapped in double quotes, control characters shown as `\n`,
 * `\t` or `\u00XX`, shortened so that the quoted text (escapes included) holds at most `limit`
 * characters, with a trailing `\u2026` when cut. Never splits a surrogate pair.
 */
function quote(value, limit = QUOTE_LIMIT) {
    const head = value.length > limit ? value.slice(0, limit) : value;
    if (!SPECIAL.test(head)) {
        let v = head;
        if (v.length < value.length) {
            const last = v.charCodeAt(v.length - 1);
            if (last >= 0xd800 && last <= 0xdbff)
                v = v.slice(0, -1);
        }
        return `"${v}${value.length > v.length ? '\u2026' : ''}"`;
    }
    let out = '';
    let i = 0;
    for (; i < value.length; i++) {
        const c = value[i];
        const code = c.charCodeAt(0);
        const piece = SPECIAL.test(c) ? escapeChar(c) : c;
        const pair = code >= 0xd800 && code <= 0xdbff && i + 1 < value.length;
        if (out.length + piece.length + (pair ? 1 : 0) > limit)
            break;
        out += piece;
        if (pair)
            out += value[++i];
    }
    return `"${out}${i < value.length ? '\u2026' : ''}"`;
}
/**
 * `quote()` for values that may be long or full of control characters: at most `limit`
 * characters of quoted text (escapes included), so a message stays far under 1,000 characters.
 */
function quoteShort(value, limit = QUOTE_LIMIT) {
    return quote(value, limit);
}
/**
 * An XML name (element, attribute, PI target) for a message: at most `limit` characters (100 by
 * default) with a trailing `\u2026` when cut; names cannot hold line breaks, but are escaped like
 * quoted values all the same.
 */
function shortName(name, limit = 100) {
    const q = quote(name, limit);
    return q.slice(1, -1).replace(/\\"/g, '"');
}


/***/ }),

/***/ 8614:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ TOOL_NAME),
/* harmony export */   w: () => (/* binding */ TOOL_VERSION)
/* harmony export */ });
/** The tool's name and version, as in package.json (a test keeps them equal). */
const TOOL_NAME = 'sitemap-contract';
const TOOL_VERSION = '0.1.0';


/***/ }),

/***/ 6399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  yZ: () => (/* binding */ FileWorkers),
  J$: () => (/* binding */ MAX_THREADS),
  $b: () => (/* binding */ isFileWorker),
  CA: () => (/* binding */ isThreadCount),
  _4: () => (/* binding */ serveFileWorker)
});

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
// EXTERNAL MODULE: ./build/core/engine.js + 21 modules
var engine = __nccwpck_require__(3810);
// EXTERNAL MODULE: ./build/core/entries.js
var entries = __nccwpck_require__(6114);
;// CONCATENATED MODULE: ./build/core/workers.js
/**
 * Worker threads that judge files in parallel (one file per task), so a run over many files uses
 * every core. The main thread keeps the order of results and the set-level checks; a worker runs
 * the same pipeline as the main thread (./engine.ts) and sends back the file's result with the
 * entries and hreflang alternates the set-level checks need.
 *
 * The worker script is the running entry point itself (the CLI or action bundle): it calls
 * `isFileWorker()` first and, in a worker, `serveFileWorker()` instead of its main.
 */



const ROLE = 'sitemap-contract-file-worker';
/** True in a thread started by {@link FileWorkers}. */
function isFileWorker() {
    return !external_node_worker_threads_namespaceObject.isMainThread && external_node_worker_threads_namespaceObject.workerData?.role === ROLE;
}
/** Serves tasks until the main thread ends the worker. Call only when {@link isFileWorker} is true. */
function serveFileWorker() {
    const port = external_node_worker_threads_namespaceObject.parentPort;
    if (!port)
        throw new Error('serveFileWorker() called outside a worker thread');
    port.on('message', (task) => {
        let entries;
        const alternates = [];
        const callbacks = {};
        // As on the main thread (./run.ts): at most max-urls of each are handed back.
        const keep = task.policy.maxUrls;
        if (task.entries)
            callbacks.onEntries = (e) => (entries = e.packed());
        if (task.alternates)
            callbacks.onAlternates = (a) => {
                if (alternates.length < keep)
                    alternates.push(a);
            };
        (0,engine/* checkFile */.vH)(task.absolute, task.display, task.policy, callbacks).then((result) => {
            // The positions are transferred, not copied (a structured clone of 50,000 small objects
            // cost both threads far more).
            const transfer = entries ? [entries.lines.buffer, entries.columns.buffer] : [];
            if (entries?.extensions)
                transfer.push(entries.extensions.buffer);
            port.postMessage({ id: task.id, result, entries, alternates }, transfer);
        }, (e) => port.postMessage({ id: task.id, error: String(e?.stack ?? e) }));
    });
}
/** Most worker threads a run starts (the CLI's --threads takes 1 to this many). */
const MAX_THREADS = 256;
/** True for a thread count a run accepts: a whole number from 1 to {@link MAX_THREADS}. */
function isThreadCount(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_THREADS;
}
/**
 * A pool of worker threads judging files; results come back in the callers' promises. A worker
 * that fails to start, throws, or exits (with any code, also 0: a script that serves no tasks)
 * rejects the task it holds; once no worker is left, every waiting and later task is rejected
 * too. A script that keeps running without serving tasks is not detected (its tasks wait).
 */
class FileWorkers {
    slots = [];
    idle = [];
    waiting = [];
    script;
    live = 0;
    /** Why the last worker ended, once none is left. */
    gone;
    closing = false;
    nextId = 0;
    /**
     * Starts `size` workers (a whole number from 1 to {@link MAX_THREADS}; TypeError otherwise)
     * running `script`, an ES module file that calls `serveFileWorker()` when `isFileWorker()`.
     * Idle workers are unref'd: they never keep the process alive; a worker holding a task does,
     * until it answers or ends.
     */
    constructor(script, size) {
        if (!isThreadCount(size))
            throw new TypeError(`file workers: size ${String(size)} is not accepted; use a whole number from 1 to ${MAX_THREADS}.`);
        this.script = script;
        for (let i = 0; i < size; i++) {
            const w = new external_node_worker_threads_namespaceObject.Worker(script, { workerData: { role: ROLE }, stdout: false, stderr: false });
            w.unref();
            const slot = { worker: w };
            w.on('message', (reply) => {
                const task = slot.task;
                if (!task || reply?.id !== task.id)
                    return;
                slot.task = undefined;
                w.unref();
                this.release(slot);
                task.resolve(reply);
            });
            w.on('messageerror', (e) => {
                // The answer could not be read back: the task fails, the worker serves on.
                const task = slot.task;
                if (!task)
                    return;
                slot.task = undefined;
                w.unref();
                this.release(slot);
                task.reject(new Error(`a file worker's answer for ${task.display} could not be read: ${e.message}`));
            });
            w.on('error', (e) => this.end(slot, 'failed', e.message));
            w.on('exit', (code) => this.end(slot, `exited with code ${code}`, 
            // Exit code 0 with a task at hand: the script ran to its end without serving.
            code === 0 ? 'the script does not serve file tasks (a worker script calls serveFileWorker() when isFileWorker() is true, as the CLI bundle dist/cli.js does)' : undefined));
            this.slots.push(slot);
            this.idle.push(slot);
            this.live++;
        }
    }
    /** Takes a worker that failed or exited out of the pool and rejects what it can no longer answer. */
    end(slot, what, detail) {
        if (slot.ended)
            return;
        slot.ended = true;
        this.live--;
        const at = this.idle.indexOf(slot);
        if (at >= 0)
            this.idle.splice(at, 1);
        const task = slot.task;
        slot.task = undefined;
        slot.worker.unref();
        const why = this.closing ? 'the pool was closed' : detail;
        const tail = why === undefined ? '.' : `: ${why}.`;
        if (task)
            task.reject(new Error(`a file worker (${this.script}) ${what} before it judged ${task.display}${tail}`));
        if (this.live > 0)
            return;
        this.gone = new Error(`no file worker is left: the last one (${this.script}) ${what}${tail}`);
        for (const w of this.waiting.splice(0))
            w.reject(this.gone);
    }
    release(slot) {
        if (slot.ended)
            return;
        const next = this.waiting.shift();
        if (next)
            next.resolve(slot);
        else
            this.idle.push(slot);
    }
    acquire() {
        const slot = this.idle.pop();
        if (slot)
            return Promise.resolve(slot);
        if (this.live === 0)
            return Promise.reject(this.gone ?? new Error('no file worker is left.'));
        return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
    }
    /**
     * Judges one file in a worker. The entries and alternates it reads are handed to `callbacks`
     * on this thread, in document order, before the promise resolves. Rejects when the worker
     * fails or exits before it answers.
     */
    async check(absolute, display, policy, callbacks = {}) {
        const slot = await this.acquire();
        const id = this.nextId++;
        const reply = await new Promise((resolve, reject) => {
            slot.task = { id, display, resolve, reject };
            // While it holds a task, the worker keeps the process alive: its answer, or its exit, is awaited.
            slot.worker.ref();
            try {
                slot.worker.postMessage({ id, absolute, display, policy, entries: callbacks.onEntries !== undefined, alternates: callbacks.onAlternates !== undefined });
            }
            catch (e) {
                slot.task = undefined;
                slot.worker.unref();
                this.release(slot);
                reject(e instanceof Error ? e : new Error(String(e)));
            }
        });
        if (reply.error !== undefined || !reply.result)
            throw new Error(`a file worker failed on ${display}: ${reply.error ?? 'no result'}`);
        if (callbacks.onEntries && reply.entries)
            callbacks.onEntries(new entries/* EntryColumns */.cm(policy.maxUrls, reply.entries));
        if (callbacks.onAlternates)
            for (const a of reply.alternates ?? [])
                callbacks.onAlternates(a);
        return reply.result;
    }
    /** Ends every worker; tasks still waiting are rejected. */
    async close() {
        this.closing = true;
        const closed = new Error('the file workers were closed.');
        for (const w of this.waiting.splice(0))
            w.reject(closed);
        await Promise.all(this.slots.map((s) => s.worker.terminate()));
    }
}


/***/ }),

/***/ 9697:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ neutralise),
/* harmony export */   EH: () => (/* binding */ neutraliseName),
/* harmony export */   Lo: () => (/* binding */ NEUTRALISE_LIMIT),
/* harmony export */   V9: () => (/* binding */ escapeCommandData),
/* harmony export */   YG: () => (/* binding */ escapeCommandProperty),
/* harmony export */   ZD: () => (/* binding */ escapeHtml)
/* harmony export */ });
/**
 * Making untrusted text safe for each output channel. Sitemap content (quoted in finding
 * messages) and file names come from the pull request under review, so they are
 * attacker-controlled. Every renderer of this folder passes them through these functions and
 * nowhere else decides what is safe:
 *
 * - `neutralise` makes a value one inert line for plain-text channels: the terminal, workflow
 *   command lines and annotation messages.
 * - `escapeHtml` makes a value literal text inside the job summary (HTML + GitHub Markdown).
 * - `escapeCommandData` / `escapeCommandProperty` encode a value for a `::command ...::data`
 *   line exactly as the GitHub runner decodes it.
 */
/** Default longest result of `neutralise`, in characters (Unicode code points), `\u2026` included. */
const NEUTRALISE_LIMIT = 1000;
/**
 * Characters rewritten by `neutralise`:
 * - C0 controls U+0000\u2013U+001F (CR, LF, TAB, ESC...), DEL U+007F and C1 controls U+0080\u2013U+009F
 *   (NEL U+0085, CSI U+009B...): line breaks and terminal escape sequences;
 * - U+2028 / U+2029 line and paragraph separators: line breaks for some readers;
 * - invisible format characters that make a line display differently from what it holds:
 *   U+00AD, U+061C, U+180E, U+200B\u2013U+200F, U+202A\u2013U+202E, U+2060\u2013U+2069 (bidirectional
 *   overrides and isolates, zero-width characters), U+FEFF, U+FFF9\u2013U+FFFB (interlinear
 *   annotation) and the tag characters U+E0000\u2013U+E007F (invisible text that some readers and
 *   tools still pass on);
 * - lone surrogates (not encodable as UTF-8).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * UNSAFE less the zero-width non-joiner and joiner (U+200C, U+200D), which Persian, Urdu and
 * Indic file names are written with: in a file name they are kept, so that an annotation names
 * the file as it is and attaches to it.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|\udb40[\udc00-\udc7f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
function escapeChar(c) {
    if (c.length === 2)
        return `\\u{${c.codePointAt(0).toString(16)}}`;
    switch (c) {
        case '\n':
            return '\\n';
        case '\r':
            return '\\r';
        case '\t':
            return '\\t';
        default:
            return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
}
/** A line starting with `::` after optional white space: a workflow command to the runner. */
const LEADING_COMMAND = /^(\s*):(?=:)/;
/** The runner's legacy command marker, recognised anywhere in a line. */
const LEGACY_COMMAND = /##\[/g;
/**
 * Makes untrusted text one inert line of at most `limit` characters (Unicode code points).
 *
 * - Line breaks become visible escapes: LF `\n`, CR `\r`, TAB `\t`; NEL, U+2028 and U+2029
 *   become `\u0085`, `\u2028`, `\u2029`. The value can therefore never start a new output line.
 * - Every other C0/C1 control character, including ESC (the start of terminal escape
 *   sequences), becomes `\uXXXX` text, as do invisible bidirectional and zero-width format
 *   characters and lone surrogates (tag characters become `\u{e00XX}`). Nothing of the value can move the cursor, recolour the
 *   terminal or reorder what a reader sees.
 * - A leading `::` (after any white space) becomes `: :`, so the GitHub runner, which reads
 *   every output line that starts with `::` as a workflow command, cannot take the line for one.
 * - Every `##[` becomes `## [`: the runner also reads the legacy form `##[command]data` when it
 *   appears anywhere in a line.
 * - Longer results are cut to `limit - 1` characters followed by `\u2026`.
 *
 * Backslashes are left as they are: the result is for people to read, not to be decoded.
 * The function is idempotent: neutralising a neutralised string returns it unchanged.
 */
function neutralise(s, limit = NEUTRALISE_LIMIT) {
    return neutraliseWith(s, limit, UNSAFE);
}
/**
 * `neutralise` for a file name (the `file` of an annotation): the same, but the zero-width
 * non-joiner and joiner (U+200C, U+200D) of Persian, Urdu and Indic names are kept, so the
 * runner attaches the annotation to the file. Idempotent too.
 */
function neutraliseName(s, limit = NEUTRALISE_LIMIT) {
    return neutraliseWith(s, limit, UNSAFE_IN_NAMES);
}
function neutraliseWith(s, limit, unsafe) {
    const max = Math.max(0, Math.floor(limit));
    // Escaping never shortens a string, so only a bounded prefix of a long value can reach the
    // result; cut it first (without splitting a surrogate pair) to keep huge inputs cheap.
    let input = String(s);
    const prefix = 2 * max + 2;
    if (input.length > prefix) {
        const high = input.charCodeAt(prefix - 1);
        input = input.slice(0, high >= 0xd800 && high <= 0xdbff ? prefix - 1 : prefix);
    }
    let out = input.replace(unsafe, escapeChar).replace(LEADING_COMMAND, '$1: ').replace(LEGACY_COMMAND, '## [');
    if (out.length > max) {
        const chars = Array.from(out);
        if (chars.length > max)
            out = max === 0 ? '' : `${chars.slice(0, max - 1).join('')}\u2026`;
    }
    return out;
}
const HTML_ENTITIES = {
    '&': '&#38;',
    '<': '&#60;',
    '>': '&#62;',
    '"': '&#34;',
    "'": '&#39;',
    '|': '&#124;',
    '`': '&#96;',
    '[': '&#91;',
    ']': '&#93;',
    '*': '&#42;',
    _: '&#95;',
    '\\': '&#92;',
    '#': '&#35;',
    '!': '&#33;',
    '~': '&#126;',
    $: '&#36;',
    '\n': '&#10;',
    '\r': '&#13;',
};
// eslint-disable-next-line no-control-regex
const HTML_UNSAFE = /[&<>"'|`[\]*_\\#!~$\r\n]|[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/**
 * Escapes untrusted text for the job summary (GitHub-flavoured Markdown with inline HTML),
 * as HTML numeric entities so GitHub renders every character literally:
 *
 * - `& < > " '`: no tag, attribute or entity can be opened (`<img onerror>`, `<script>`);
 * - `|` (table cells), `` ` `` (code spans), `[` `]` and `!` (links and images), `*` `_` `~`
 *   (emphasis, strike-through), `\` (Markdown escapes), `#` (headings, `##[` runner markers),
 *   `$` (math): no Markdown construct can start;
 * - CR and LF become `&#13;` / `&#10;`: the value stays on one source line, so it can never
 *   end an HTML block with a blank line and switch the rest of the summary to Markdown;
 * - other C0/C1 control characters become U+FFFD (`&#65533;`).
 *
 * Callers pass `neutralise`d text so that control characters are shown, not replaced.
 */
function escapeHtml(s) {
    return String(s).replace(HTML_UNSAFE, (c) => HTML_ENTITIES[c] ?? '&#65533;');
}
/**
 * Encodes the data part of a workflow command (`::error ...::DATA`) the way the GitHub runner
 * decodes it: `%` \u2192 `%25`, CR \u2192 `%0D`, LF \u2192 `%0A`. The runner turns these back into the original
 * characters, so the command stays on one line whatever the value holds.
 */
function escapeCommandData(s) {
    return String(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/**
 * Encodes a property value of a workflow command (`::error file=VALUE,title=VALUE::...`) the
 * way the GitHub runner decodes it: as `escapeCommandData`, plus `:` \u2192 `%3A` (a `::` would end
 * the properties early) and `,` \u2192 `%2C` (a comma would start another property).
 */
function escapeCommandProperty(s) {
    return escapeCommandData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".cli.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5472);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
