import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

type SchemaFormOptions<Schema extends z.ZodTypeAny> = Omit<
  Parameters<typeof useForm<z.input<Schema>, z.output<Schema>, string[]>>[0],
  "onValidate" | "shouldValidate" | "shouldRevalidate"
>;

/**
 * A form checked in the browser by the zod schema its action parses with: first when it is sent, then again as the
 * user corrects it. Without JavaScript the action's answer (`lastResult`) shows the same errors by the same fields.
 */
export function useSchemaForm<Schema extends z.ZodTypeAny>(schema: Schema, options: SchemaFormOptions<Schema>) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    ...options,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
}
