// For the editors' form-rule tests: every message a yup schema gives for some values, in field
// order (none when they are valid).
import { ValidationError, type AnySchema } from "yup";

export async function schemaErrors(schema: AnySchema, values: object): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}
