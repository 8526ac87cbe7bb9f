/**
 * Conditions of exclusive-gateway flows: a small declarative language, parsed at deploy and never
 * evaluated as JavaScript.
 *
 *   condition  := conjunction ('or' conjunction)*
 *   conjunction:= comparison ('and' comparison)*
 *   comparison := variable ('==' | '!=' | '>' | '>=' | '<' | '<=') literal
 *   literal    := 'text' | number
 *
 * Variables must be declared by the process; comparing a number with text is refused at evaluation.
 */
export type TComparison = {
  variable: string;
  operator: '==' | '!=' | '>' | '>=' | '<' | '<=';
  literal: string | number;
};
/** Disjunction of conjunctions. */
export type TCondition = TComparison[][];
export type TVariables = Readonly<Record<string, string | number>>;

const TOKEN = /\s*(?:(==|!=|>=|<=|>|<)|'([^']*)'|(-?\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*))/y;

type TToken =
  | { kind: 'operator'; value: TComparison['operator'] }
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'word'; value: string };

const tokenize = (source: string): TToken[] => {
  const tokens: TToken[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < source.length) {
    if (/^\s*$/.test(source.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(source);
    if (!match) throw new Error(`条件表达式第 ${at + 1} 个字符处无法识别：${source.slice(at, at + 12)}`);
    const [, operator, text, number, word] = match;
    if (operator) tokens.push({ kind: 'operator', value: operator as TComparison['operator'] });
    else if (text !== undefined) tokens.push({ kind: 'text', value: text });
    else if (number !== undefined) tokens.push({ kind: 'number', value: Number(number) });
    else if (word !== undefined) tokens.push({ kind: 'word', value: word });
  }
  return tokens;
};

export const parseCondition = (source: string, declaredVariables: ReadonlySet<string>): TCondition => {
  const tokens = tokenize(source);
  if (tokens.length === 0) throw new Error('条件表达式为空');
  const condition: TCondition = [[]];
  let index = 0;
  const expectComparison = () => {
    const variable = tokens[index];
    const operator = tokens[index + 1];
    const literal = tokens[index + 2];
    if (variable?.kind !== 'word' || variable.value === 'and' || variable.value === 'or')
      throw new Error(`条件表达式应以变量开始一个比较：${source}`);
    if (!declaredVariables.has(variable.value))
      throw new Error(`条件使用了流程未声明的变量 ${variable.value}（sp:variables）`);
    if (operator?.kind !== 'operator') throw new Error(`变量 ${variable.value} 后应为比较运算符：${source}`);
    if (literal?.kind !== 'text' && literal?.kind !== 'number')
      throw new Error(`运算符 ${operator.value} 后应为 '文本' 或数字：${source}`);
    condition[condition.length - 1]?.push({
      variable: variable.value,
      operator: operator.value,
      literal: literal.value,
    });
    index += 3;
  };
  expectComparison();
  while (index < tokens.length) {
    const joiner = tokens[index];
    if (joiner?.kind !== 'word' || (joiner.value !== 'and' && joiner.value !== 'or'))
      throw new Error(`比较之间应为 and 或 or：${source}`);
    if (joiner.value === 'or') condition.push([]);
    index += 1;
    expectComparison();
  }
  return condition;
};

const compare = ({ variable, operator, literal }: TComparison, variables: TVariables): boolean => {
  const value = variables[variable];
  if (value === undefined) throw new Error(`流程变量 ${variable} 未赋值`);
  if (typeof value !== typeof literal) throw new Error(`流程变量 ${variable} 的类型与条件不符`);
  switch (operator) {
    case '==':
      return value === literal;
    case '!=':
      return value !== literal;
    case '>':
      return value > literal;
    case '>=':
      return value >= literal;
    case '<':
      return value < literal;
    case '<=':
      return value <= literal;
  }
};

export const evaluateCondition = (condition: TCondition, variables: TVariables): boolean =>
  condition.some((conjunction) => conjunction.every((comparison) => compare(comparison, variables)));
