import { Controller, Get, INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import request from 'supertest';
import { UuidParam } from './uuid-param';

@Controller('bookings')
class BookingsController {
  @Get(':bookingId')
  find(@UuidParam('bookingId') bookingId: string): { bookingId: string } {
    return { bookingId };
  }
}

describe('UuidParam', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const module = await Test.createTestingModule({ controllers: [BookingsController] }).compile();
    app = module.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(() => app.close());

  it('passes a UUID through', async () => {
    const id = '9b2f6c1e-4a7d-4e8b-9c2f-1a2b3c4d5e6f';
    await request(app.getHttpServer()).get(`/bookings/${id}`).expect(200, { bookingId: id });
  });

  it('answers anything else with a 400 naming the parameter', async () => {
    const res = await request(app.getHttpServer()).get("/bookings/1'%20OR%201=1").expect(400);
    expect(res.body.message).toBe('bookingId must be a UUID.');
  });

  it('documents the parameter as a uuid', () => {
    const document = SwaggerModule.createDocument(app, new DocumentBuilder().build());
    expect(document.paths['/bookings/{bookingId}'].get?.parameters).toEqual([
      { name: 'bookingId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
    ]);
  });
});
