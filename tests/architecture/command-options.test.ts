/**
 * One shape per command: each command's options are one zod schema in the command's
 * own file, and a default is declared there only. Every option commander declares is
 * a key of the schema, its default is the one the schema declares (none when the
 * schema declares none), and that default parses to what the schema gives an absent
 * option; every key of the schema is an option.
 */
import { Command, type Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createProgram } from '../../pipeline/cli.ts';
import { backtestOptionsSchema } from '../../pipeline/commands/backtest.ts';
import { buildOptionsSchema } from '../../pipeline/commands/build.ts';
import { optionsFrom, schemaDefault } from '../../pipeline/commands/command-options.ts';
import { fetchOptionsSchema } from '../../pipeline/commands/fetch.ts';
import { fitOptionsSchema } from '../../pipeline/commands/fit.ts';
import { marketBacktestOptionsSchema, marketFitOptionsSchema } from '../../pipeline/commands/market.ts';
import { publishOptionsSchema } from '../../pipeline/commands/publish.ts';
import { validateOptionsSchema } from '../../pipeline/commands/validate.ts';

const SCHEMAS: Record<string, z.ZodObject> = {
  build: buildOptionsSchema,
  validate: validateOptionsSchema,
  fetch: fetchOptionsSchema,
  publish: publishOptionsSchema,
  fit: fitOptionsSchema,
  backtest: backtestOptionsSchema,
  'market fit': marketFitOptionsSchema,
  'market backtest': marketBacktestOptionsSchema,
};

/** Every command that runs (a command holding subcommands runs none itself), named with its parent's name ("market fit"). */
function leafCommands(command: Command, prefix = ''): { name: string; command: Command }[] {
  return command.commands.flatMap((c) => {
    const name = `${prefix}${c.name()}`;
    return c.commands.length > 0 ? leafCommands(c, `${name} `) : [{ name, command: c }];
  });
}

/** The value commander gives an option that is not on the command line (a lone --no-x is true). */
function commanderDefault(option: Option): unknown {
  return option.negate && option.defaultValue === undefined ? true : option.defaultValue;
}

/** What `schema` gives for a key that is absent: its parsed default, or 'required' / nothing. */
function absentValue(field: z.ZodType): { value: unknown } | 'required' {
  const parsed = field.safeParse(undefined);
  return parsed.success ? { value: parsed.data } : 'required';
}

/** Each way `command` declares an option or a default outside `schema`, as "<command> --flag: why". */
function defaultOffences(command: Command, schema: z.ZodObject): string[] {
  const offences: string[] = [];
  const say = (flag: string, why: string) => offences.push(`${command.name()} ${flag}: ${why}`);
  const keys = new Set<string>();
  for (const option of command.options) {
    const key = option.attributeName();
    keys.add(key);
    const field = schema.shape[key];
    if (field === undefined) {
      say(option.long ?? option.flags, 'declared on commander only, not in the options schema');
      continue;
    }
    const onCommander = commanderDefault(option);
    const inSchema = option.negate && schemaDefault(field) === true ? true : schemaDefault(field);
    if (!isDeepEqual(onCommander, inSchema)) {
      say(option.long!, `commander's default is ${JSON.stringify(onCommander)}, the schema's ${JSON.stringify(inSchema)}`);
      continue;
    }
    if (onCommander === undefined) continue;
    const parsed = field.safeParse(onCommander);
    const absent = absentValue(field);
    if (!parsed.success || absent === 'required' || !isDeepEqual(parsed.data, absent.value)) {
      say(option.long!, `the default ${JSON.stringify(onCommander)} does not parse to what the schema gives when the option is absent`);
    }
  }
  for (const key of Object.keys(schema.shape)) if (!keys.has(key)) say(key, 'in the options schema but no option of the command');
  return offences;
}

const isDeepEqual = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

describe('every command takes its options and their defaults from its own schema', () => {
  const program = createProgram();

  it('each command has its schema listed here', () => {
    expect(
      leafCommands(program)
        .map((c) => c.name)
        .sort(),
    ).toEqual(Object.keys(SCHEMAS).sort());
  });

  it('no option or default is declared outside the schema', () => {
    expect(leafCommands(program).flatMap((c) => defaultOffences(c.command, SCHEMAS[c.name]!))).toEqual([]);
  });

  it('--help shows the defaults the schemas declare', () => {
    const help = (name: string) => program.commands.find((c) => c.name() === name)!.helpInformation();
    expect(help('build')).toMatch(/--raw <dir>\s+folder holding the raw inputs \(default: "raw-data"\)/);
    expect(help('fetch')).toMatch(/--timeout <seconds>\s+timeout of each request \(default: "30"\)/);
    expect(help('backtest')).toMatch(/--card <file>\s+model card to predict with \(default:\s+domain\/probability\/model-card\.json\)/);
    const marketHelp = leafCommands(program)
      .find((c) => c.name === 'market backtest')!
      .command.helpInformation();
    expect(marketHelp).toMatch(
      /--card <file>\s+market card whose settings \(family, half-life, prior\) the\s+walk\s+uses \(default: domain\/probability\/market-card\.json\)/,
    );
  });
});

describe('the check itself, on planted commands', () => {
  const schema = z.object({
    raw: z.string().default('raw-data'),
    timeout: z.string().regex(/^\d+$/).transform(Number).prefault('30'),
    cache: z.boolean().default(true),
  });

  it('passes a command whose options come from its schema', () => {
    const option = optionsFrom(schema);
    const command = new Command('planted')
      .addOption(option('--raw <dir>', 'raw folder'))
      .addOption(option('--timeout <seconds>', 'timeout'))
      .addOption(option('--no-cache', 'no cache'));
    expect(defaultOffences(command, schema)).toEqual([]);
  });

  it('fails on a default declared on commander, a default the schema does not parse, and an option the schema lacks', () => {
    const command = new Command('planted')
      .option('--raw <dir>', 'raw folder', 'elsewhere')
      .option('--timeout <seconds>', 'timeout', '30')
      .option('--no-cache', 'no cache')
      .option('--verbose', 'chatty', false);
    const numberDefault = z.object({ ...schema.shape, timeout: z.string().regex(/^\d+$/).transform(Number).default(30) });
    expect(defaultOffences(command, schema)).toEqual([
      'planted --raw: commander\'s default is "elsewhere", the schema\'s "raw-data"',
      'planted --verbose: declared on commander only, not in the options schema',
    ]);
    expect(defaultOffences(command, numberDefault)).toContain(`planted --timeout: commander's default is "30", the schema's 30`);
    const fromNumberDefault = new Command('planted').addOption(optionsFrom(numberDefault)('--timeout <seconds>', 'timeout'));
    expect(defaultOffences(fromNumberDefault, numberDefault)).toContain(
      'planted --timeout: the default 30 does not parse to what the schema gives when the option is absent',
    );
    expect(defaultOffences(new Command('planted').option('--raw <dir>', 'raw folder'), schema)).toEqual([
      'planted --raw: commander\'s default is undefined, the schema\'s "raw-data"',
      'planted timeout: in the options schema but no option of the command',
      'planted cache: in the options schema but no option of the command',
    ]);
  });

  it('refuses, when the program is built, an option its schema does not name', () => {
    expect(() => optionsFrom(schema)('--verbose', 'chatty')).toThrow('--verbose: the options schema has no "verbose"');
  });
});
