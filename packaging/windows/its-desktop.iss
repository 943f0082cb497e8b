; Inno Setup 6 script: the Windows installer of ITS Table Assistant.
; packaging/release.py compiles it on Windows with the version and the built bundle:
;   ISCC /DAppVersion=0.1.0 /DSourceDir=C:\...\dist\its-desktop /Orelease packaging\windows\its-desktop.iss
; It installs the one-folder bundle, adds a Start menu entry, and makes .itstable files open with the app.
; Per-user or for all users (the installer asks when it may); uninstalling removes what it added, never the
; games, events and settings the app keeps in the user's own folders.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\build\release\dist\its-desktop"
#endif
#define AppName "ITS Table Assistant"
#define AppExe "its-desktop.exe"
#define ProgId "ITSTableAssistant.itstable"

[Setup]
AppId={{5E0C7A34-2E7B-4C52-9B8D-6A1F0E3C9D21}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=ITS Table Assistant contributors
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
UninstallDisplayIcon={app}\{#AppExe}
SetupIconFile=..\icons\its-desktop.ico
LicenseFile=..\..\LICENSE
OutputBaseFilename=its-desktop-{#AppVersion}-windows-x64-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .itstable -> our ProgID -> "its-desktop.exe" "%1" (HKA: the current user's or the machine's classes,
; as the install is per-user or for everyone).
Root: HKA; Subkey: "Software\Classes\.itstable"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.itstable\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "ITS table"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
