import 'reflect-metadata';
import { ArrayMaxSize, IsEmail, IsIn, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { execute, type GraphQLSchema, parse } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { Arg, ArgumentValidationError, buildSchema, Field, InputType, Int, Query, Resolver } from 'type-graphql';
import { validateArgument } from './argument-validation';

@InputType()
class PageProbe {
  @Field(() => Int, { nullable: true })
  @Min(0)
  offset?: number;

  @Field(() => Int, { nullable: true })
  @Max(100)
  limit?: number;

  @Field(() => String, { nullable: true })
  @MaxLength(5)
  label?: string;
}

@InputType()
class ContactProbe {
  @Field(() => String)
  @IsEmail()
  email!: string;
}

/** The kinds of rules of the shop's filter inputs, and a nested one (always left to class-validator). */
@InputType()
class FilterProbe {
  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(2)
  @IsIn(['a', 'b', 'c'], { each: true })
  tags?: string[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(3)
  search?: string;

  @Field(() => PageProbe, { nullable: true })
  @ValidateNested()
  page?: PageProbe;
}

@Resolver()
class ProbeResolver {
  @Query(() => String)
  probe(
    @Arg('page', () => PageProbe, { nullable: true }) page: PageProbe | null,
    @Arg('contacts', () => [ContactProbe], { nullable: true }) contacts: ContactProbe[] | null,
    @Arg('word', () => String, { nullable: true }) word: string | null,
    @Arg('filter', () => FilterProbe, { nullable: true }) filter: FilterProbe | null,
  ): string {
    return JSON.stringify({ page, contacts, word, filter });
  }
}

let ownValidation: GraphQLSchema;
let shopValidation: GraphQLSchema;

beforeAll(async () => {
  ownValidation = await buildSchema({ resolvers: [ProbeResolver], validate: { forbidUnknownValues: false } });
  shopValidation = await buildSchema({ resolvers: [ProbeResolver], validateFn: validateArgument });
});

/** What a caller can see of an answer: data, and each error's message, class and validation failures. */
async function answer(schema: GraphQLSchema, query: string) {
  const result = await execute({ schema, document: parse(query) });
  return {
    data: result.data,
    errors: result.errors?.map((error) => ({
      message: error.message,
      argumentValidation: error.originalError instanceof ArgumentValidationError,
      failures: (error.originalError as ArgumentValidationError | undefined)?.extensions?.validationErrors?.map((issue) => ({ property: issue.property, constraints: issue.constraints })),
    })),
  };
}

describe('argument validation without a require per argument', () => {
  it.each([
    '{ probe }',
    '{ probe(word: "anything at all") }',
    '{ probe(page: { offset: 0, limit: 24 }) }',
    '{ probe(page: { offset: -1 }) }',
    '{ probe(page: { offset: -1, limit: 500, label: "too long" }) }',
    '{ probe(page: {}) }',
    '{ probe(contacts: [{ email: "a@b.co" }, { email: "c@d.co" }]) }',
    '{ probe(contacts: [{ email: "a@b.co" }, { email: "not an email" }]) }',
    '{ probe(contacts: []) }',
    '{ probe(page: { limit: 101 }, contacts: [{ email: "x" }], word: "w") }',
    '{ probe(filter: { tags: ["a", "c"], search: "abc" }) }',
    '{ probe(filter: { tags: ["a", "d"] }) }',
    '{ probe(filter: { tags: ["a", "b", "c"] }) }',
    '{ probe(filter: { tags: [], search: "abcd" }) }',
    '{ probe(filter: { tags: null, search: null }) }',
    '{ probe(filter: {}) }',
    '{ probe(filter: { page: { offset: 1 } }) }',
    '{ probe(filter: { page: { offset: -1 } }) }',
  ])('answers %s as type-graphql’s own validation does', async (query) => {
    const expected = await answer(ownValidation, query);
    expect(await answer(shopValidation, query)).toEqual(expected);
  });

  it('refuses what class-validator refuses (the cases above are not all accepted)', async () => {
    const { errors } = await answer(shopValidation, '{ probe(page: { offset: -1, limit: 500 }) }');
    expect(errors?.[0].argumentValidation).toBe(true);
    expect(errors?.[0].failures?.map((failure) => failure.property).sort()).toEqual(['limit', 'offset']);
  });
});
