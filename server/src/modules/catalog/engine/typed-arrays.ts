type TypedArray = Int32Array | Uint8Array | Uint16Array | Int16Array | Float64Array;

/** A copy of `array` with room for `capacity` elements (the new ones zero): how the engine's columns grow. */
export function grown<T extends TypedArray>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}
