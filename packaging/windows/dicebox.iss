; Inno Setup 6 script for the Dicebox installer (Start-menu entry, optional desktop icon,
; uninstaller in Apps & features). packaging/build.py compiles it after PyInstaller, passing:
;   /DAppVersion=<pyproject version>  /DFileVersion=<a.b.c.d>  /DSourceDir=<dist\dicebox>
;   /DIconFile=<dicebox.ico>  /O<dist>
; Written for CI's hosted Windows runner; it has not been compiled on the Linux build machine.

#ifndef AppVersion
  #error Pass /DAppVersion=... (python packaging\build.py does)
#endif
#ifndef FileVersion
  #error Pass /DFileVersion=a.b.c.d (four numbers, as Windows version resources need)
#endif
#ifndef SourceDir
  #error Pass /DSourceDir=... : the PyInstaller one-folder bundle
#endif
#ifndef IconFile
  #error Pass /DIconFile=... : dicebox.ico made by packaging\icons.py
#endif

[Setup]
; The AppId identifies the installation for upgrades and uninstall: never change it.
AppId={{F47155D8-8884-4583-B9CA-42126CE54D2D}
AppName=Dicebox
AppVersion={#AppVersion}
AppVerName=Dicebox {#AppVersion}
AppPublisher=Dicebox
DefaultDirName={autopf}\Dicebox
DefaultGroupName=Dicebox
DisableProgramGroupPage=yes
; Per-user install without an administrator unless the user picks "all users".
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename=dicebox-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\dicebox.exe
UninstallDisplayName=Dicebox
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
VersionInfoVersion={#FileVersion}

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Dicebox"; Filename: "{app}\dicebox.exe"
Name: "{group}\{cm:UninstallProgram,Dicebox}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Dicebox"; Filename: "{app}\dicebox.exe"; Tasks: desktopicon

[Registry]
; The .dicebox file type: a double-clicked game opens in Dicebox's replay viewer ("dicebox FILE").
Root: HKA; Subkey: "Software\Classes\.dicebox"; ValueType: string; ValueName: ""; ValueData: "Dicebox.Game"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.dicebox"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-dicebox"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Dicebox.Game"; ValueType: string; ValueName: ""; ValueData: "Dicebox game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Dicebox.Game\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\dicebox.exe,0"
Root: HKA; Subkey: "Software\Classes\Dicebox.Game\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\dicebox.exe"" ""%1"""

[Run]
Filename: "{app}\dicebox.exe"; Description: "{cm:LaunchProgram,Dicebox}"; Flags: nowait postinstall skipifsilent

