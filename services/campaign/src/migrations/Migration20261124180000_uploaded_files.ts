import { Migration } from '@mikro-orm/migrations';

/** The ledger of uploaded campaign images: whose storage each file counts against, and since when. */
export class Migration20261124180000_uploaded_files extends Migration {
  override up(): void {
    this.addSql(`
      create table uploaded_file (
        filename text primary key,
        business_id uuid not null,
        size integer not null,
        purpose text not null,
        uploaded_at timestamptz not null
      )`);
    this.addSql('create index uploaded_file_business_id_index on uploaded_file (business_id)');
    this.addSql('create index uploaded_file_uploaded_at_index on uploaded_file (uploaded_at)');
  }
}
