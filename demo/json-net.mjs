// How the ERP's Json.NET turns a JSON object into one of its C# entities, for the demo back-end:
// members matched without regard to case, unknown members ignored, each value converted to its
// member's type or refused with Json.NET's kind of message ("Could not convert string to integer:
// Brahmin. Path 'CasteId'."). Enough of Json.NET to refuse what the ERP refuses: the demo omits
// the ", line 1, position n" Json.NET adds.

export class JsonNetError extends Error {}

const NUMBER_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;
// ISO dates Json.NET reads: a day, or a day and a time, with an optional zone.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,7})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const tokenOf = (v) =>
  v === null
    ? 'Null'
    : Array.isArray(v)
      ? 'StartArray'
      : typeof v === 'object'
        ? 'StartObject'
        : typeof v === 'boolean'
          ? 'Boolean'
          : typeof v === 'number'
            ? Number.isInteger(v)
              ? 'Integer'
              : 'Float'
            : 'String';

/** A calendar date that exists ("2055-02-30" does not), as .NET's DateTime requires. */
export function isoDate(text) {
  const m = ISO_DATE.exec(String(text).trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1);
  const date = new Date(Date.UTC(+y, +mo - 1, +d));
  if (date.getUTCFullYear() !== +y || date.getUTCMonth() !== +mo - 1 || date.getUTCDate() !== +d) return null;
  if (+y < 1 || +h > 23 || +mi > 59 || +s > 59) return null;
  return String(text).trim();
}

const CLR = { int: 'System.Int32', bool: 'System.Boolean', double: 'System.Double', date: 'System.DateTime' };

function convert(type, v, path) {
  const nullable = type.endsWith('?');
  const base = nullable ? type.slice(0, -1) : type;
  const isNull = v === null || (typeof v === 'string' && v === '' && base !== 'string');
  if (base === 'any') return v;
  if (isNull) {
    if (nullable || base === 'string' || base === 'bytes') return null;
    throw new JsonNetError(`Error converting value {null} to type '${CLR[base]}'. Path '${path}'.`);
  }
  const token = tokenOf(v);
  switch (base) {
    case 'string':
      if (token === 'StartObject' || token === 'StartArray') {
        throw new JsonNetError(
          `Unexpected character encountered while parsing value: ${token === 'StartObject' ? '{' : '['}. Path '${path}'.`,
        );
      }
      return typeof v === 'boolean' ? (v ? 'True' : 'False') : String(v);
    case 'int': {
      if (token === 'String') {
        if (!/^\s*[+-]?\d+\s*$/.test(v)) throw new JsonNetError(`Could not convert string to integer: ${v}. Path '${path}'.`);
        v = Number(v);
      } else if (token === 'Float') {
        throw new JsonNetError(`Input string '${v}' is not a valid integer. Path '${path}'.`);
      } else if (token !== 'Integer') {
        throw new JsonNetError(`Error reading integer. Unexpected token: ${token}. Path '${path}'.`);
      }
      if (v > 2147483647 || v < -2147483648) {
        throw new JsonNetError(`JSON integer ${v} is too large or small for an Int32. Path '${path}'.`);
      }
      return v;
    }
    case 'double':
      if (token === 'Integer' || token === 'Float') return v;
      if (token === 'String' && NUMBER_TEXT.test(v)) return Number(v);
      if (token === 'String') throw new JsonNetError(`Could not convert string to double: ${v}. Path '${path}'.`);
      throw new JsonNetError(`Error reading double. Unexpected token: ${token}. Path '${path}'.`);
    case 'bool':
      if (token === 'Boolean') return v;
      if (token === 'Integer' || token === 'Float') return v !== 0;
      if (token === 'String' && /^\s*(true|false)\s*$/i.test(v)) return /true/i.test(v);
      if (token === 'String') throw new JsonNetError(`Could not convert string to boolean: ${v}. Path '${path}'.`);
      throw new JsonNetError(`Error reading boolean. Unexpected token: ${token}. Path '${path}'.`);
    case 'date':
      if (token === 'String') {
        if (isoDate(v) === null) throw new JsonNetError(`Could not convert string to DateTime: ${v}. Path '${path}'.`);
        return v.trim();
      }
      throw new JsonNetError(`Error reading date. Unexpected token: ${token}. Path '${path}'.`);
    case 'bytes':
      if (token === 'String') return v; // base64, as Json.NET reads a byte[]
      throw new JsonNetError(`Error reading bytes. Unexpected token: ${token}. Path '${path}'.`);
    default:
      throw new Error(`json-net: unknown member type ${type}`);
  }
}

/**
 * The entity a JSON value becomes: { value, ignored } where value holds the members the entity
 * has (by their C# names, converted) and ignored lists the JSON members it has not (Json.NET
 * drops them silently; the demo records them so a mapping to a field the ERP lacks shows).
 * spec: { Member: type } with type 'string' | 'int' | 'int?' | 'bool' | 'double' | 'double?' |
 * 'date?' | 'bytes' | 'any' | { list: spec | 'any', name } (a list of entities). Throws
 * JsonNetError as Json.NET would; with onError, a member that cannot be read is left out and
 * onError(error) called instead, as Web API's model binding goes on past a bad member.
 */
export function bindEntity(spec, json, typeName, path = '', onError = undefined) {
  if (json === null) return { value: null, ignored: [] };
  if (Array.isArray(json)) {
    throw new JsonNetError(
      `Cannot deserialize the current JSON array (e.g. [1,2,3]) into type '${typeName}' because the type requires a JSON object (e.g. {"name":"value"}) to deserialize correctly. Path '${path}'.`,
    );
  }
  if (typeof json !== 'object') {
    throw new JsonNetError(`Error converting value ${JSON.stringify(json)} to type '${typeName}'. Path '${path}'.`);
  }
  const byLower = new Map(Object.keys(spec).map((k) => [k.toLowerCase(), k]));
  const value = {};
  const ignored = [];
  for (const [key, v] of Object.entries(json)) {
    const member = byLower.get(key.toLowerCase());
    const at = path ? `${path}.${key}` : key;
    if (!member) {
      ignored.push(at);
      continue;
    }
    const type = spec[member];
    if (typeof type === 'object') {
      if (v === null) value[member] = null;
      else if (!Array.isArray(v)) {
        throw new JsonNetError(
          `Cannot deserialize the current JSON ${tokenOf(v) === 'StartObject' ? 'object (e.g. {"name":"value"})' : 'value'} into type '${type.name}' because the type requires a JSON array (e.g. [1,2,3]) to deserialize correctly. Path '${at}'.`,
        );
      } else {
        value[member] = v.map((item, i) => {
          if (type.list === 'any') return item;
          const bound = bindEntity(type.list, item, `${type.name} item`, `${at}[${i}]`);
          ignored.push(...bound.ignored);
          return bound.value;
        });
      }
      continue;
    }
    try {
      value[member] = convert(type, v, at);
    } catch (e) {
      if (!onError || !(e instanceof JsonNetError)) throw e;
      onError(e);
    }
  }
  return { value, ignored };
}

/** Json.NET's text for a body that is not JSON at all (the demo's wording after its prefix). */
export function parseJsonText(text, what) {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new JsonNetError(`Unexpected character encountered while parsing value in ${what}: ${e.message}`);
  }
}
