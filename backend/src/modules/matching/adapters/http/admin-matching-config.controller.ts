import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminPermission } from '../../../identity';
import { ErrorResponseDto } from '../../../../platform/http/error-response.dto';
import { MatchingConfigAdmin } from '../../application/matching-config-admin';
import { MatchingConfigParameter } from '../../domain/matching-config-parameter';
import { isReadByEngine } from '../../domain/matching-parameters';
import {
  CreateMatchingConfigDto,
  InitializeDefaultsResultDto,
  MatchingConfigDto,
  MatchingConfigListDto,
  MatchingConfigMessageDto,
  MatchingConfigResultDto,
  UpdateMatchingConfigDto,
} from './matching-config.dto';
import { Idempotent } from '../../../../platform/idempotency/idempotent.decorator';

const toDto = (parameter: MatchingConfigParameter): MatchingConfigDto => ({
  id: parameter.id,
  parameter_name: parameter.name,
  parameter_value: parameter.value,
  data_type: parameter.dataType,
  description: parameter.description,
  is_active: parameter.isActive,
  read_by_engine: isReadByEngine(parameter.name),
  created_at: parameter.createdAt.toISOString(),
  updated_at: parameter.updatedAt.toISOString(),
});

/** The matching configuration parameters (admin-side spec, section 7). Admins only. */
@ApiTags('admin')
@AdminPermission('matching:configure')
@Controller('admin/matching-config')
export class AdminMatchingConfigController {
  constructor(private readonly config: MatchingConfigAdmin) {}

  @Get()
  @ApiOperation({
    summary: 'List matching parameters',
    description: 'Every stored matching parameter, by name. Missing or inactive ones run at their documented default.',
  })
  @ApiOkResponse({ type: MatchingConfigListDto, description: 'The stored parameters.' })
  async listMatchingConfig(): Promise<MatchingConfigListDto> {
    return { configs: (await this.config.list()).map(toDto) };
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Add a matching parameter',
    description: "Adds one of the matching engine's parameters (any other name is refused); its value must be of its type and in the range the engine accepts.",
  })
  @ApiCreatedResponse({ type: MatchingConfigResultDto, description: 'The created parameter.' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      "Missing fields, a name that is not one of the engine's parameters (MATCHING.UNKNOWN_PARAMETER), or a value of the wrong type or out of range.",
  })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'A parameter with this name exists.' })
  async createMatchingConfig(@Body() body: CreateMatchingConfigDto): Promise<MatchingConfigResultDto> {
    const created = await this.config.create(body.parameter_name.trim(), {
      value: body.parameter_value,
      dataType: body.data_type,
      description: body.description,
      isActive: body.is_active,
    });
    return { success: true, message: 'Configuration parameter created', config: toDto(created) };
  }

  @Post('initialize-defaults')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create the default matching parameters',
    description: "Creates the engine's documented parameters that are missing; never overwrites a stored value.",
  })
  @ApiOkResponse({ type: InitializeDefaultsResultDto, description: 'Which parameters were created.' })
  async initializeMatchingConfigDefaults(): Promise<InitializeDefaultsResultDto> {
    const created = await this.config.initializeDefaults();
    return { success: true, message: created === 0 ? 'All default parameters already exist' : `Created ${created} default parameters`, created };
  }

  @Put(':parameter_name')
  @ApiOperation({
    summary: 'Change a matching parameter',
    description: 'Changes a matching parameter (its name cannot change); the value must be of its type and in range.',
  })
  @ApiOkResponse({ type: MatchingConfigResultDto, description: 'The updated parameter.' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'Missing fields, or a value of the wrong type or out of range.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such parameter.' })
  async updateMatchingConfig(@Param('parameter_name') name: string, @Body() body: UpdateMatchingConfigDto): Promise<MatchingConfigResultDto> {
    const updated = await this.config.update(name, {
      value: body.parameter_value,
      dataType: body.data_type,
      description: body.description,
      isActive: body.is_active,
    });
    return { success: true, message: 'Configuration parameter updated', config: toDto(updated) };
  }

  @Delete(':parameter_name')
  @ApiOperation({ summary: 'Delete a matching parameter', description: 'Deletes a matching parameter: the engine falls back to its documented default.' })
  @ApiOkResponse({ type: MatchingConfigMessageDto, description: 'The parameter is deleted.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such parameter.' })
  async deleteMatchingConfig(@Param('parameter_name') name: string): Promise<MatchingConfigMessageDto> {
    await this.config.remove(name);
    return { success: true, message: 'Configuration parameter deleted' };
  }
}
