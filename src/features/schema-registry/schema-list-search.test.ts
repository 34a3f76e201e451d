import { filterSchemas, pageOf, schemaListSearch } from './schema-list-search';

const SCHEMAS = [
  { name: 'sensor_reading', type: 'json' },
  { name: 'device_event', type: 'avro' },
  { name: 'Sensor-frame', type: 'protobuf' },
];

describe('schema list search', () => {
  it('reads the URL, repairing what a hand-edited one gets wrong', () => {
    expect(schemaListSearch.parse({})).toEqual({ page: 1, limit: 20 });
    expect(schemaListSearch.parse({ name: 42, type: 'xml', page: '2', limit: 50 })).toEqual({ page: 2, limit: 50, name: '42' });
  });

  it('finds schemas by part of the name in any case, and by type', () => {
    expect(filterSchemas(SCHEMAS, { name: 'SENSOR' }).map((s) => s.name)).toEqual(['sensor_reading', 'Sensor-frame']);
    expect(filterSchemas(SCHEMAS, { name: ' sensor ', type: 'protobuf' }).map((s) => s.name)).toEqual(['Sensor-frame']);
    expect(filterSchemas(SCHEMAS, {})).toHaveLength(3);
  });

  it('pages in the list order', () => {
    expect(pageOf([1, 2, 3, 4, 5], { page: 2, limit: 2 })).toEqual([3, 4]);
    expect(pageOf([1, 2, 3], { page: 3, limit: 2 })).toEqual([]);
  });
});
