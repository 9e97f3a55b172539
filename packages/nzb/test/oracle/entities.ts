import type { EntityDecoderOptions } from 'fast-xml-parser';
import { decodeXmlText } from '../../src/entities';
import { NzbParseError } from '../../src/errors';

export { decodeXmlText };

/**
 * Entity decoder handed to fast-xml-parser in place of its own, which would
 * also expand DOCTYPE entities. DOCTYPE entities are refused before parsing;
 * throwing here as well keeps that guarantee if the pre-check is ever bypassed.
 */
export function createStrictEntityDecoder(): EntityDecoderOptions {
  const refuse = (entities: Record<string, string>): void => {
    if (Object.keys(entities).length > 0) {
      throw new NzbParseError('ENTITIES_FORBIDDEN', 'NZB declares entities, which are not allowed');
    }
  };
  return {
    setExternalEntities: refuse,
    addInputEntities: refuse,
    reset: () => {},
    setXmlVersion: () => {},
    decode: decodeXmlText,
  };
}
