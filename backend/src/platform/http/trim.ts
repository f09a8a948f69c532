/** class-transformer's `@Transform(trim)`: strings arrive without surrounding spaces. */
export const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
