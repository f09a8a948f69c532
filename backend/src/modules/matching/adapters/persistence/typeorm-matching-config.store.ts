import { Injectable } from '@nestjs/common';
import { TransactionalDb } from '../../../../platform/database/transactional-db';
import { MatchingConfigChanges, MatchingConfigStore, NewMatchingConfigParameter } from '../../application/matching-config-store';
import { MatchingConfigParameter } from '../../domain/matching-config-parameter';
import { MatchingParameterDefinition, ParameterDataType } from '../../domain/matching-parameters';
import { MatchingConfigOrmEntity } from './matching-config.orm-entity';

@Injectable()
export class TypeOrmMatchingConfigStore extends MatchingConfigStore {
  constructor(private readonly db: TransactionalDb) {
    super();
  }

  private get rows() {
    return this.db.repository(MatchingConfigOrmEntity);
  }

  async list(): Promise<MatchingConfigParameter[]> {
    return (await this.rows.find({ order: { parameterName: 'ASC' } })).map(toParameter);
  }

  async findByName(name: string): Promise<MatchingConfigParameter | null> {
    const row = await this.rows.findOneBy({ parameterName: name });
    return row ? toParameter(row) : null;
  }

  async insert(parameter: NewMatchingConfigParameter): Promise<MatchingConfigParameter | null> {
    const result = await this.rows.createQueryBuilder().insert().values(toRow(parameter)).orIgnore().returning('*').execute();
    return result.raw.length > 0 ? this.findByName(parameter.name) : null;
  }

  async update(name: string, changes: MatchingConfigChanges): Promise<MatchingConfigParameter | null> {
    const result = await this.rows.update(
      { parameterName: name },
      { parameterValue: changes.value, dataType: changes.dataType, description: changes.description, isActive: changes.isActive },
    );
    return result.affected ? this.findByName(name) : null;
  }

  async delete(name: string): Promise<boolean> {
    return Boolean((await this.rows.delete({ parameterName: name })).affected);
  }

  async insertMissing(definitions: readonly MatchingParameterDefinition[]): Promise<number> {
    const result = await this.rows
      .createQueryBuilder()
      .insert()
      .values(
        definitions.map((definition) =>
          toRow({ name: definition.name, value: definition.value, dataType: definition.dataType, description: definition.description, isActive: true }),
        ),
      )
      .orIgnore()
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length;
  }
}

const toRow = (parameter: NewMatchingConfigParameter) => ({
  parameterName: parameter.name,
  parameterValue: parameter.value,
  dataType: parameter.dataType,
  description: parameter.description,
  isActive: parameter.isActive,
});

function toParameter(row: MatchingConfigOrmEntity): MatchingConfigParameter {
  return {
    id: row.id,
    name: row.parameterName,
    value: row.parameterValue,
    dataType: row.dataType as ParameterDataType,
    description: row.description,
    isActive: row.isActive,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
